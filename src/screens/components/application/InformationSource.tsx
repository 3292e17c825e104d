'use client'

import { useWatch } from 'react-hook-form'

import { SelectField, TextField } from '@/screens/components/forms/fields'
import { INFORMATION_SOURCES, SOURCE_ASKING_NAME, SOURCE_ASKING_PAPER } from '@/foundations/formRules/choices'

import { type ApplicationForm, errorAt, FormSection, gridClass } from './section'

/** How the applicant heard of the programme: an advertisement asks for the paper, Other for a name. */
export function InformationSource({ form }: { form: ApplicationForm }) {
  const source = useWatch({ control: form.control, name: 'advertisement_media' })
  return (
    <FormSection id="information-source" title="How Did You Hear About Us?">
      <div className={gridClass}>
        <SelectField
          id="application-advertisement_media"
          label="How did you hear about this programme?"
          options={INFORMATION_SOURCES}
          error={errorAt(form, 'advertisement_media')}
          {...form.register('advertisement_media', {
            // A new choice starts with empty follow-up text (§4).
            onChange: () => {
              form.setValue('advertised_paper', '')
              form.setValue('other_media', '')
              form.clearErrors(['advertised_paper', 'other_media'])
            },
          })}
        />
        {source === SOURCE_ASKING_PAPER ? (
          <TextField
            id="application-advertised_paper"
            label="Newspaper"
            required
            hint="The newspaper or magazine that carried the advertisement."
            error={errorAt(form, 'advertised_paper')}
            {...form.register('advertised_paper')}
          />
        ) : null}
        {source === SOURCE_ASKING_NAME ? (
          <TextField
            id="application-other_media"
            label="Other Source"
            required
            hint="Please tell us where you heard about the programme."
            error={errorAt(form, 'other_media')}
            {...form.register('other_media')}
          />
        ) : null}
      </div>
    </FormSection>
  )
}
