'use client'

/**
 * The alumni registration form (§2.19, §4, §5), in the Alumni page's window
 * and on /alumni-registration. The same schema checks it here and on the server.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { type UseFormReturn, useWatch } from 'react-hook-form'

import { FieldError, Honeypot, RequiredNote, SelectField, TextArea, TextField } from '@/screens/components/forms/fields'
import { inFormLanguage } from '@/screens/components/forms/formLanguage'
import { fetchList } from '@/screens/components/forms/formHelpers'
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
import type { Language } from '@/foundations/languages'
import type { FormWords } from '@/foundations/texts'
import { fill } from '@/foundations/texts/translation'

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

type Props = { onRegistered?: () => void; language: Language; words: FormWords<'alumni'> }

export const AlumniRegistrationForm = quietForm<Props, Values, AlumniRegistration>(
  ({ language }) => REGISTRATION.settings(language),
  function AlumniRegistrationForm({ onRegistered, language, words, form }: Props & { form: UseFormReturn<Values, unknown, AlumniRegistration> }) {
    const {
      handleSubmit,
      setValue,
      control,
      formState: { errors, isSubmitting, isSubmitted },
    } = form
    const { field, clear, send, prepareRules, say } = useJsonForm(form, REGISTRATION, language)
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
          if (!controller.signal.aborted) void inFormLanguage(language, error.message || M.generic).then((text) => setDegrees({ items: [], error: text, loading: false }))
        })
      return () => controller.abort()
    }, [language])

    // The chosen degree's intakes; all intakes while no degree is chosen (§4).
    useEffect(() => {
      const controller = new AbortController()
      const query = degreeId ? `?degreeId=${encodeURIComponent(degreeId)}` : ''
      fetchList<Intake>(`/AlumniPage/getAlumniIntake${query}`, controller.signal)
        .then((items) => startTransition(() => setIntakes({ items, error: null, loading: false })))
        .catch((error: Error) => {
          if (!controller.signal.aborted) void inFormLanguage(language, error.message || M.generic).then((text) => setIntakes({ items: [], error: text, loading: false }))
        })
      return () => controller.abort()
    }, [degreeId, language])

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
          setDialog({ message: result.message || (await say(M.alumniFailed)), success: false })
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
        setDialog({ message: await say(M.alumniFailedUnexpected), success: false })
      }
    }

    // The form's message of §5 is chosen by what the field messages say, so it is chosen from the
    // English check of the same values; the field messages shown are in the page's language.
    const onInvalid = async () => {
      const { checkAlumniRegistration } = await REGISTRATION.rules.prepare()
      const checked = checkAlumniRegistration(form.getValues())
      if (!checked.ok) setFormMessage(await say(checked.message))
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
          aria-label={words.form}
          className="text-left"
          data-alumni-form
        >
          <fieldset disabled={isSubmitting} className="grid min-w-0 gap-5 sm:grid-cols-2">
            <legend className="sr-only">{words.form}</legend>
            <NeedsScript text={words.needsScript} />
            <RequiredNote text={words.requiredNote} className="text-sm text-slate-600 sm:col-span-2" />
            <TextField label={words.name} required autoComplete="name" error={message('name')} className="sm:col-span-2" {...field('name')} />
            <TextArea label={words.permanentAddress} required rows={2} autoComplete="street-address" error={message('permanent_address')} {...field('permanent_address')} />
            <TextArea label={words.correspondenceAddress} rows={2} error={message('correspondence_address')} {...field('correspondence_address')} />
            <TextField
              label={words.mobileNo}
              required
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              hint={words.mobileHint}
              error={message('mobile_no')}
              {...field('mobile_no')}
            />
            <TextField label={words.residenceNo} type="tel" inputMode="tel" error={message('resident_no')} {...field('resident_no')} />
            <TextField label={words.personalEmail} required type="email" autoComplete="email" error={message('personal_email')} {...field('personal_email')} />
            <TextField label={words.officeEmail} required type="email" autoComplete="work email" error={message('office_email')} {...field('office_email')} />
            <TextField label={words.nic} required hint={words.nicHint} error={message('nic_passport_no')} {...field('nic_passport_no')} />
            <TextField label={words.designation} required autoComplete="organization-title" error={message('designation')} {...field('designation')} />
            <TextField label={words.companyName} required autoComplete="organization" error={message('official_address')} className="sm:col-span-2" {...field('official_address')} />

            <SelectField
              label={words.degreeProgram}
              required
              placeholder={degrees.loading ? words.loading : words.selectDegreeProgram}
              options={degrees.items.map((degree) => ({ value: String(degree.id), label: degree.program_name }))}
              error={message('degree_program_id') ?? (degrees.error ? fill(words.listFailed, { message: degrees.error }) : undefined)}
              {...field('degree_program_id', {
                // A new degree has other intakes: the one chosen before no longer applies.
                onChange: () => setValue('intake', ''),
              })}
            />
            <fieldset className="min-w-0">
              <legend className="mb-1 block text-sm font-semibold text-slate-800">
                {words.specialization}<span className="text-red-700" aria-hidden="true"> *</span>
              </legend>
              <div className="flex flex-wrap gap-x-6 gap-y-2 py-2">
                {QUALIFICATION_TYPES.map((option) => (
                  <label key={option.value} className="inline-flex items-center gap-2 text-slate-800">
                    <input type="radio" value={option.value} className="h-4 w-4 accent-brand-700" {...field('qualification_type')} />
                    {words[option.value]}
                  </label>
                ))}
              </div>
            </fieldset>
            <TextField
              label={words.academicQualifications}
              readOnly
              id="alumni-qualification"
              value={qualification}
              hint={words.qualificationHint}
              error={message('sab_academic_qualifications')}
              className="sm:col-span-2 [&_input]:bg-slate-50"
              data-qualification
            />
            <SelectField label={words.intake} placeholder={intakes.loading ? words.loading : words.selectIntake} options={[...new Set(intakes.items.map((intake) => intake.alumni_intake))]} error={message('intake') ?? (intakes.error ? fill(words.listFailed, { message: intakes.error }) : undefined)} {...field('intake')} />
            <TextField label={words.registrationNo} required error={message('sab_reg_no')} {...field('sab_reg_no')} />
            <SelectField label={words.yearOfEnrollment} required placeholder={words.selectYear} options={years} error={message('year_of_enrollment')} {...field('year_of_enrollment')} />
            <SelectField label={words.yearOfDegree} required placeholder={words.selectYear} options={years} error={message('year_of_degree_obtained')} {...field('year_of_degree_obtained')} />

            <fieldset className="min-w-0 rounded-xl bg-brand-50 p-4 sm:col-span-2" aria-describedby={message('declaration') ? 'alumni-declaration-error' : undefined}>
              <legend className="sr-only">{words.declaration}</legend>
              <p className="text-sm font-semibold text-slate-800" aria-hidden="true">
                {words.declaration}<span className="text-red-700"> *</span>
              </p>
              <p className="mt-1 text-sm text-slate-700">
                {words.declarationText}
              </p>
              <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                {DECLARATION_CHOICES.map((option) => (
                  <label key={option.value} className="inline-flex items-center gap-2 text-slate-800">
                    <input type="radio" value={option.value} className="h-4 w-4 accent-brand-700" {...field('declaration')} />
                    {words[option.value]}
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
              <PrivacyNote form="alumni" words={words} className="mb-4 sm:text-right" />
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <button type="button" onClick={clearForm} className="rounded-full border border-brand-700 px-6 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60">
                  {words.resetForm}
                </button>
                <button type="submit" className="rounded-full bg-brand-700 px-8 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
                  {words.register}
                </button>
              </div>
            </div>
          </fieldset>
        </form>
        <SpinnerOverlay show={isSubmitting} label={words.submitting} />
        <InformationDialog message={dialog?.message ?? null} success={dialog?.success ?? false} onClose={closeDialog} words={words} />
      </>
    )
  },
)
