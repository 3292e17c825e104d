'use client'

import { TextArea, TextField } from '@/screens/components/forms/fields'
import { FORM_MESSAGES as M } from '@/foundations/formRules/messages'

import { type ApplicationForm, errorAt, FormSection, gridClass } from './section'

const today = () => new Date().toISOString().slice(0, 10)

/** Names, date of birth, nationality, NIC or passport and addresses. */
export function PersonalDetails({ form, variant }: { form: ApplicationForm; variant: 'idForm' | 'picker' }) {
  const { register } = form
  // The id form's check while typing leaves an empty NIC alone (§5); on submit it is required.
  const nicError = errorAt(form, 'nic')
  const shownNicError = variant === 'idForm' && nicError === M.nicRequired && !form.formState.isSubmitted ? undefined : nicError
  return (
    <FormSection id="personal" title="Personal Details">
      <div className={gridClass}>
        <TextField id="application-name_with_initials" label="Name with Initials" required autoComplete="name" error={errorAt(form, 'name_with_initials')} {...register('name_with_initials')} />
        <TextField id="application-full_name" label="Full Name" required error={errorAt(form, 'full_name')} {...register('full_name')} />
        <TextField id="application-date_of_birth" label="Date of Birth" type="date" required max={today()} autoComplete="bday" error={errorAt(form, 'date_of_birth')} {...register('date_of_birth')} />
        <TextField id="application-nationality" label="Nationality" required error={errorAt(form, 'nationality')} {...register('nationality')} />
        <TextField
          id="application-nic"
          label="NIC / Passport Number"
          required
          hint="Old NIC: 9 digits and V (991234567V), new NIC: 12 digits (199912345678), or a passport number of 9 letters or digits."
          error={shownNicError}
          {...register('nic')}
        />
        <div className="hidden sm:block" aria-hidden="true" />
        <TextArea id="application-mailing_address" label="Mailing Address" required rows={3} autoComplete="street-address" error={errorAt(form, 'mailing_address')} {...register('mailing_address')} />
        <TextArea id="application-permanent_address" label="Permanent Address" rows={3} hint="If it differs from your mailing address." error={errorAt(form, 'permanent_address')} {...register('permanent_address')} />
      </div>
    </FormSection>
  )
}
