'use client'

import { SelectField } from '@/screens/components/forms/fields'
import { WEEK_TYPES } from '@/foundations/formRules/choices'

import { type ApplicationForm, errorAt, FormSection, RequiredChoice } from './section'
import { useApplicationWords } from './applicationWords'

export type DegreeChoice = { id: number; name: string }

/** The degree (picker form only) and the programme type, Weekday or Weekend. */
export function ProgrammeSection({ form, degrees }: { form: ApplicationForm; degrees?: DegreeChoice[] }) {
  const weekError = errorAt(form, 'week_type')
  const words = useApplicationWords()
  return (
    <FormSection id="programme" title={words.programme}>
      <div className="grid gap-5">
        {degrees ? (
          <SelectField
            id="application-degree_type"
            label={words.selectDegree}
            required
            placeholder={words.selectADegree}
            options={degrees.map((degree) => ({ value: String(degree.id), label: degree.name }))}
            error={errorAt(form, 'degree_type')}
            {...form.register('degree_type')}
          />
        ) : null}
        <RequiredChoice name="week_type" legend={words.programmeType} error={weekError}>
          <div className="flex flex-wrap gap-3">
            {WEEK_TYPES.map((type) => (
              <label
                key={type}
                className="flex min-w-36 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-4 py-3 font-medium text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-200"
              >
                <input type="radio" value={type} className="h-4 w-4 accent-brand-700" {...form.register('week_type')} />
                {words.weekTypes[type]}
              </label>
            ))}
          </div>
        </RequiredChoice>
      </div>
    </FormSection>
  )
}
