'use client'

/**
 * The alumni registration form (§2.19, §4, §5), in the Alumni page's window
 * and on /alumni-registration. The same schema checks it here and on the server.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { type FieldErrors, type UseFormReturn, useWatch } from 'react-hook-form'

import { FieldError, Honeypot, SelectField, TextArea, TextField } from '@/screens/components/forms/fields'
import { fetchList, flattenErrors } from '@/screens/components/forms/formHelpers'
import { InformationDialog, SpinnerOverlay } from '@/screens/components/forms/FormStatus'
import { jsonForm, useJsonForm } from '@/screens/components/forms/useJsonForm'
import { NeedsScript } from '@/screens/components/forms/NeedsScript'
import { PrivacyNote } from '@/screens/components/forms/PrivacyNote'
import { quietForm } from '@/screens/components/pageSpeed/quietForm'
import type { Intake } from '@/sides/content/alumni'
import type { DegreeName } from '@/sides/content/academics'
import { REGISTRATION_SUCCESS_CLOSE_MS } from '@/foundations/motion'
import type { AlumniRegistration } from '@/foundations/formRules/alumniRegistration'
import { ALUMNI_FIRST_YEAR, DECLARATION_CHOICES, emptyAlumniRegistration, QUALIFICATION_TYPES, qualificationText, yearChoices } from '@/foundations/formRules/choices'
import { FORM_MESSAGES as M } from '@/foundations/formRules/messages'

const REGISTRATION = jsonForm<ReturnType<typeof emptyAlumniRegistration>, AlumniRegistration, typeof import('./alumniRules')>({
  empty: emptyAlumniRegistration(),
  path: '/AlumniPage/addAlumniRegistration',
  failureMessage: M.alumniFailed,
  loadRules: () => import('./alumniRules'),
  pick: (loaded) => loaded.alumniResolver,
})
const EMPTY = REGISTRATION.empty
type Values = typeof EMPTY

type Dialog = { message: string; success: boolean }

type Loaded<T> = { items: T[]; error: string | null; loading: boolean }

type Props = { onRegistered?: () => void }

export const AlumniRegistrationForm = quietForm<Props, Values, AlumniRegistration>(
  () => REGISTRATION.settings,
  function AlumniRegistrationForm({ onRegistered, form }: Props & { form: UseFormReturn<Values, unknown, AlumniRegistration> }) {
    const {
      handleSubmit,
      setValue,
      control,
      formState: { errors, isSubmitting, isSubmitted },
    } = form
    const { field, clear, send, prepareRules } = useJsonForm(form, REGISTRATION)
    const [formMessage, setFormMessage] = useState<string | null>(null)
    const [dialog, setDialog] = useState<Dialog | null>(null)
    const [degrees, setDegrees] = useState<Loaded<DegreeName>>({ items: [], error: null, loading: true })
    const [intakes, setIntakes] = useState<Loaded<Intake>>({ items: [], error: null, loading: true })
    const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

    const degreeId = useWatch({ control, name: 'degree_program_id' })
    const qualificationType = useWatch({ control, name: 'qualification_type' })
    const degreeName = degrees.items.find((degree) => String(degree.id) === degreeId)?.program_name
    const qualification = qualificationText(degreeName, qualificationType ?? EMPTY.qualification_type)

    // Degree names are loaded when the form opens (§4). Lists arrive in
    // transitions: React fills the choices in slices, the page stays responsive.
    useEffect(() => {
      const controller = new AbortController()
      fetchList<DegreeName>('/academicPage/getDegreeNames', controller.signal)
        .then((items) => startTransition(() => setDegrees({ items, error: null, loading: false })))
        .catch((error: Error) => {
          if (!controller.signal.aborted) setDegrees({ items: [], error: error.message || M.generic, loading: false })
        })
      return () => controller.abort()
    }, [])

    // The chosen degree's intakes; all intakes while no degree is chosen (§4).
    useEffect(() => {
      const controller = new AbortController()
      const query = degreeId ? `?degreeId=${encodeURIComponent(degreeId)}` : ''
      fetchList<Intake>(`/AlumniPage/getAlumniIntake${query}`, controller.signal)
        .then((items) => startTransition(() => setIntakes({ items, error: null, loading: false })))
        .catch((error: Error) => {
          if (!controller.signal.aborted) setIntakes({ items: [], error: error.message || M.generic, loading: false })
        })
      return () => controller.abort()
    }, [degreeId])

    // The qualification text follows the degree name and the specialization (§4).
    useEffect(() => {
      setValue('sab_academic_qualifications', qualification, { shouldValidate: isSubmitted })
    }, [qualification, setValue, isSubmitted])

    useEffect(() => () => clearTimeout(closeTimer.current), [])

    /** A cleared form is a new one: a new key and a new fill time. */
    const clearForm = () => {
      clear()
      setFormMessage(null)
    }

    const onValid = async (data: AlumniRegistration) => {
      setFormMessage(null)
      try {
        const result = await send(data)
        if (!result.ok) {
          setDialog({ message: result.message || M.alumniFailed, success: false })
          return
        }
        clearForm()
        setDialog({ message: result.message, success: true })
        // The window closes itself a moment after the visitor has read the reply (§4, §9).
        clearTimeout(closeTimer.current)
        closeTimer.current = setTimeout(() => {
          setDialog(null)
          onRegistered?.()
        }, REGISTRATION_SUCCESS_CLOSE_MS)
      } catch {
        setDialog({ message: M.alumniFailedUnexpected, success: false })
      }
    }

    const onInvalid = async (fieldErrors: FieldErrors) => {
      const { alumniFormMessage } = await REGISTRATION.rules.prepare()
      setFormMessage(alumniFormMessage(flattenErrors(fieldErrors)))
    }

    // §4: closing the dialog clears the form. After a success it already is;
    // after a failure the form is kept, so the visitor can correct and resend.
    const closeDialog = useCallback(() => setDialog(null), [])

    const years = yearChoices(ALUMNI_FIRST_YEAR)
    const message = (field: keyof Values) => errors[field]?.message

    return (
      <>
        <form
          method="post"
          noValidate
          onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
          onFocus={prepareRules}
          aria-label="Alumni registration"
          className="text-left"
          data-alumni-form
        >
          <fieldset disabled={isSubmitting} className="grid min-w-0 gap-5 sm:grid-cols-2">
            <legend className="sr-only">Alumni registration</legend>
            <NeedsScript />
            <p className="text-sm text-slate-600 sm:col-span-2">
              Fields marked <span className="text-red-700">*</span> are required.
            </p>
            <TextField label="Name" required autoComplete="name" error={message('name')} className="sm:col-span-2" {...field('name')} />
            <TextArea label="Permanent Address" required rows={2} autoComplete="street-address" error={message('permanent_address')} {...field('permanent_address')} />
            <TextArea label="Correspondence Address" rows={2} error={message('correspondence_address')} {...field('correspondence_address')} />
            <TextField
              label="Mobile No"
              required
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              hint="Without the leading 0, e.g. 771234567 or +94771234567"
              error={message('mobile_no')}
              {...field('mobile_no')}
            />
            <TextField label="Residence No" type="tel" inputMode="tel" error={message('resident_no')} {...field('resident_no')} />
            <TextField label="Personal Email" required type="email" autoComplete="email" error={message('personal_email')} {...field('personal_email')} />
            <TextField label="Office Email" required type="email" autoComplete="work email" error={message('office_email')} {...field('office_email')} />
            <TextField label="NIC/Passport No" required hint="e.g. 991234567V or 199912345678" error={message('nic_passport_no')} {...field('nic_passport_no')} />
            <TextField label="Designation" required autoComplete="organization-title" error={message('designation')} {...field('designation')} />
            <TextField label="Company Name" required autoComplete="organization" error={message('official_address')} className="sm:col-span-2" {...field('official_address')} />

            <SelectField
              label="Degree Program"
              required
              placeholder={degrees.loading ? 'Loading…' : 'Select Degree Program'}
              options={degrees.items.map((degree) => ({ value: String(degree.id), label: degree.program_name }))}
              error={message('degree_program_id') ?? (degrees.error ? `Error: ${degrees.error}` : undefined)}
              {...field('degree_program_id', {
                // A new degree has other intakes: the one chosen before no longer applies.
                onChange: () => setValue('intake', ''),
              })}
            />
            <fieldset className="min-w-0">
              <legend className="mb-1 block text-sm font-semibold text-slate-800">
                Specialization<span className="text-red-700" aria-hidden="true"> *</span>
              </legend>
              <div className="flex flex-wrap gap-x-6 gap-y-2 py-2">
                {QUALIFICATION_TYPES.map((option) => (
                  <label key={option.value} className="inline-flex items-center gap-2 text-slate-800">
                    <input type="radio" value={option.value} className="h-4 w-4 accent-brand-700" {...field('qualification_type')} />
                    {option.label}
                  </label>
                ))}
              </div>
            </fieldset>
            <TextField
              label="Academic Qualifications"
              readOnly
              id="alumni-qualification"
              value={qualification}
              hint="Filled in from the degree program and specialization."
              error={message('sab_academic_qualifications')}
              className="sm:col-span-2 [&_input]:bg-slate-50"
              data-qualification
            />
            <SelectField label="Intake" placeholder={intakes.loading ? 'Loading…' : 'Select Intake'} options={[...new Set(intakes.items.map((intake) => intake.alumni_intake))]} error={message('intake') ?? (intakes.error ? `Error: ${intakes.error}` : undefined)} {...field('intake')} />
            <TextField label="Registration No" required error={message('sab_reg_no')} {...field('sab_reg_no')} />
            <SelectField label="Year of Enrollment" required placeholder="Select Year" options={years} error={message('year_of_enrollment')} {...field('year_of_enrollment')} />
            <SelectField label="Year of Degree Obtained" required placeholder="Select Year" options={years} error={message('year_of_degree_obtained')} {...field('year_of_degree_obtained')} />

            <fieldset className="min-w-0 rounded-xl bg-brand-50 p-4 sm:col-span-2" aria-describedby={message('declaration') ? 'alumni-declaration-error' : undefined}>
              <legend className="sr-only">Declaration</legend>
              <p className="text-sm font-semibold text-slate-800" aria-hidden="true">
                Declaration<span className="text-red-700"> *</span>
              </p>
              <p className="mt-1 text-sm text-slate-700">
                I declare that the information given above is true and complete, and I agree to it being kept by the alumni association to keep in touch with me.
              </p>
              <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                {DECLARATION_CHOICES.map((option) => (
                  <label key={option.value} className="inline-flex items-center gap-2 text-slate-800">
                    <input type="radio" value={option.value} className="h-4 w-4 accent-brand-700" {...field('declaration')} />
                    {option.label}
                  </label>
                ))}
              </div>
              <FieldError id="alumni-declaration" message={message('declaration')} />
            </fieldset>
            <Honeypot {...field('website')} />

            <div className="sm:col-span-2">
              {formMessage ? (
                <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800" data-form-message>
                  {formMessage}
                </p>
              ) : null}
              <PrivacyNote form="alumni" className="mb-4 sm:text-right" />
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <button type="button" onClick={clearForm} className="rounded-full border border-brand-700 px-6 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60">
                  Reset Form
                </button>
                <button type="submit" className="rounded-full bg-brand-700 px-8 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
                  Register
                </button>
              </div>
            </div>
          </fieldset>
        </form>
        <SpinnerOverlay show={isSubmitting} />
        <InformationDialog message={dialog?.message ?? null} success={dialog?.success ?? false} onClose={closeDialog} />
      </>
    )
  },
)
