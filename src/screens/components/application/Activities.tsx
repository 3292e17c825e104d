'use client'

import { useRef } from 'react'
import { useFieldArray } from 'react-hook-form'

import { ChoiceSelect, FieldError, inputClass } from '@/screens/components/forms/fields'
import { MAX_ACTIVITY_ROWS } from '@/foundations/formRules/choices'

import { applicationYears } from './SchoolDetails'
import { type ApplicationForm, errorAt, FormSection } from './section'
import { useApplicationWords } from './applicationWords'
import { fill } from '@/foundations/texts/translation'

/** The row's fields, each named by its key in the form's words. */
const columns = [
  { key: 'activity', word: 'activity' },
  { key: 'achievement', word: 'achievement' },
  { key: 'achievemnet_year', word: 'year' },
] as const

/** Extra-curricular activities: rows added and removed by the applicant; empty rows are not sent. */
export function Activities({ form }: { form: ApplicationForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'extra_curricular_activities' })
  const years = applicationYears()
  const addButton = useRef<HTMLButtonElement>(null)
  const words = useApplicationWords()
  return (
    <FormSection id="activities" title={words.activities} intro={words.activitiesIntro}>
      <ol className="grid gap-4" aria-label={words.activitiesList}>
        {fields.map((field, index) => (
          <li key={field.id} className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_9rem_auto] sm:items-end sm:border-0 sm:p-0">
            {columns.map((column) => {
              const path = `extra_curricular_activities.${index}.${column.key}` as const
              const id = `application-activity-${index}-${column.key}`
              const error = errorAt(form, path)
              const common = {
                id,
                'aria-invalid': error ? true : undefined,
                'aria-describedby': error ? `${id}-error` : undefined,
                className: inputClass,
                ...form.register(path),
              }
              return (
                <div key={column.key}>
                  <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
                    {words[column.word]}
                    <span className="sr-only"> {index + 1}</span>
                  </label>
                  {column.key === 'achievemnet_year' ? (
                    <ChoiceSelect {...common} choicesLater options={years} />
                  ) : (
                    <input {...common} />
                  )}
                  <FieldError id={id} message={error} />
                </div>
              )
            })}
            <button
              type="button"
              onClick={() => {
                remove(index)
                // The removed row took the focus with it: hand it to Add Activity.
                requestAnimationFrame(() => addButton.current?.focus())
              }}
              className="justify-self-start rounded-lg border border-red-200 px-4 py-2.5 font-semibold text-red-700 hover:bg-red-50"
            >
              {words.remove}
              <span className="sr-only">{fill(words.whichActivity, { number: index + 1 })}</span>
            </button>
          </li>
        ))}
      </ol>
      {fields.length < MAX_ACTIVITY_ROWS ? (
        <button
          ref={addButton}
          type="button"
          onClick={() => append({ activity: '', achievement: '', achievemnet_year: '' }, { shouldFocus: true })}
          className="mt-4 rounded-lg border border-brand-600 px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {words.addActivity}
        </button>
      ) : null}
    </FormSection>
  )
}
