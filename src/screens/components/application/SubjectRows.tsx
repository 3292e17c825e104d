'use client'

import { FieldError, inputClass } from '@/screens/components/forms/fields'
import { GRADES } from '@/foundations/formRules/choices'

import { type ApplicationForm, errorAt } from './section'
import { useApplicationWords } from './applicationWords'
import { fill } from '@/foundations/texts/translation'

/**
 * Subject and grade rows. Fixed subjects are shown read-only; grades are a
 * choice when `gradeChoices` is set (Sri Lankan A/L), free text otherwise.
 */
export function SubjectRows({
  form,
  name,
  count,
  labelPrefix,
  fixedSubjects = [],
  gradeChoices = false,
  requiredGrades = 0,
}: {
  form: ApplicationForm
  name: 'sl_al_details' | 'foreign_educational_details'
  count: number
  labelPrefix: string
  fixedSubjects?: readonly string[]
  gradeChoices?: boolean
  requiredGrades?: number
}) {
  const words = useApplicationWords()
  return (
    <div className="mt-5">
      <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] gap-3 text-sm font-semibold text-slate-800 sm:grid-cols-[minmax(0,1fr)_10rem]" aria-hidden="true">
        <span>{words.subject}</span>
        <span>{words.grade}</span>
      </div>
      <ol className="mt-1 grid gap-2">
        {Array.from({ length: count }, (_, index) => {
          const subjectPath = `${name}.${index}.subject` as const
          const gradePath = `${name}.${index}.grade` as const
          const subjectId = `application-${name}-${index}-subject`
          const gradeId = `application-${name}-${index}-grade`
          const subjectError = errorAt(form, subjectPath)
          const gradeError = errorAt(form, gradePath)
          const fixed = fixedSubjects[index]
          const gradeRequired = index < requiredGrades
          return (
            <li key={index}>
              <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] gap-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
                <div>
                  <label htmlFor={subjectId} className="sr-only">
                    {fill(words.subjectRow, { list: labelPrefix, number: index + 1 })}
                  </label>
                  {fixed ? (
                    // A text area so the longer fixed subject wraps on a phone instead of being cut off.
                    <textarea
                      id={subjectId}
                      readOnly
                      rows={1}
                      className={`${inputClass} field-sizing-content resize-none read-only:bg-slate-100 read-only:text-slate-700`}
                      {...form.register(subjectPath)}
                    />
                  ) : (
                    <input
                      id={subjectId}
                      aria-invalid={subjectError ? true : undefined}
                      aria-describedby={subjectError ? `${subjectId}-error` : undefined}
                      className={inputClass}
                      {...form.register(subjectPath)}
                    />
                  )}
                </div>
                <div>
                  <label htmlFor={gradeId} className="sr-only">
                    {fill(words.gradeRow, { list: labelPrefix, number: index + 1 })}
                  </label>
                  {gradeChoices ? (
                    <select
                      id={gradeId}
                      aria-invalid={gradeError ? true : undefined}
                      aria-required={gradeRequired || undefined}
                      aria-describedby={gradeError ? `${gradeId}-error` : undefined}
                      className={inputClass}
                      {...form.register(gradePath)}
                    >
                      <option value="">{gradeRequired ? words.gradeRequired : words.grade}</option>
                      {GRADES.map((grade) => (
                        <option key={grade} value={grade}>
                          {grade}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      id={gradeId}
                      aria-invalid={gradeError ? true : undefined}
                      aria-describedby={gradeError ? `${gradeId}-error` : undefined}
                      className={inputClass}
                      {...form.register(gradePath)}
                    />
                  )}
                </div>
              </div>
              <FieldError id={subjectId} message={subjectError} />
              <FieldError id={gradeId} message={gradeError} />
            </li>
          )
        })}
      </ol>
    </div>
  )
}
