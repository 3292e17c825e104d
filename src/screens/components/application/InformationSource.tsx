'use client'

import { useWatch } from 'react-hook-form'

import { SelectField, TextField } from '@/screens/components/forms/fields'
import { INFORMATION_SOURCES, SOURCE_ASKING_NAME, SOURCE_ASKING_PAPER } from '@/foundations/formRules/choices'

import { type ApplicationForm, errorAt, FormSection, gridClass } from './section'
import { useApplicationWords } from './applicationWords'

/** How the applicant heard of the programme: an advertisement asks for the paper, Other for a name. */
export function InformationSource({ form }: { form: ApplicationForm }) {
  const source = useWatch({ control: form.control, name: 'advertisement_media' })
  const words = useApplicationWords()
  return (
    <FormSection id="information-source" title={words.heardAbout}>
      <div className={gridClass}>
        <SelectField
          id="application-advertisement_media"
          label={words.heardAboutField}
          options={INFORMATION_SOURCES.map((value) => ({ value, label: words.sources[value] }))}
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
            label={words.newspaper}
            required
            hint={words.newspaperHint}
            error={errorAt(form, 'advertised_paper')}
            {...form.register('advertised_paper')}
          />
        ) : null}
        {source === SOURCE_ASKING_NAME ? (
          <TextField
            id="application-other_media"
            label={words.otherSource}
            required
            hint={words.otherSourceHint}
            error={errorAt(form, 'other_media')}
            {...form.register('other_media')}
          />
        ) : null}
      </div>
    </FormSection>
  )
}
