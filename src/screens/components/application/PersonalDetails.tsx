'use client'

import { TextArea, TextField } from '@/screens/components/forms/fields'
import { FORM_MESSAGES as M } from '@/foundations/formRules/messages'

import { type ApplicationForm, errorAt, FormSection, gridClass } from './section'
import { useApplicationWords } from './applicationWords'

const today = () => new Date().toISOString().slice(0, 10)

/** Names, date of birth, nationality, NIC or passport and addresses. */
export function PersonalDetails({ form, variant }: { form: ApplicationForm; variant: 'idForm' | 'picker' }) {
  const { register } = form
  const words = useApplicationWords()
  // The id form's check while typing leaves an empty NIC alone (§5); on submit it is required.
  const nicError = errorAt(form, 'nic')
  const shownNicError = variant === 'idForm' && nicError === M.nicRequired && !form.formState.isSubmitted ? undefined : nicError
  return (
    <FormSection id="personal" title={words.personalDetails}>
      <div className={gridClass}>
        <TextField id="application-name_with_initials" label={words.nameWithInitials} required autoComplete="name" error={errorAt(form, 'name_with_initials')} {...register('name_with_initials')} />
        <TextField id="application-full_name" label={words.fullName} required error={errorAt(form, 'full_name')} {...register('full_name')} />
        <TextField id="application-date_of_birth" label={words.dateOfBirth} type="date" required max={today()} autoComplete="bday" error={errorAt(form, 'date_of_birth')} {...register('date_of_birth')} />
        <TextField id="application-nationality" label={words.nationality} required error={errorAt(form, 'nationality')} {...register('nationality')} />
        <TextField
          id="application-nic"
          label={words.nic}
          required
          hint={words.nicHint}
          error={shownNicError}
          {...register('nic')}
        />
        <div className="hidden sm:block" aria-hidden="true" />
        <TextArea id="application-mailing_address" label={words.mailingAddress} required rows={3} autoComplete="street-address" error={errorAt(form, 'mailing_address')} {...register('mailing_address')} />
        <TextArea id="application-permanent_address" label={words.permanentAddress} rows={3} hint={words.permanentAddressHint} error={errorAt(form, 'permanent_address')} {...register('permanent_address')} />
      </div>
    </FormSection>
  )
}
