'use client'

/** The Contact page's inquiry form (§2.17, §5 Inquiry, §8). */
import { useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'

import { Honeypot, RequiredNote, SelectField, TextArea, TextField } from '@/screens/components/forms/fields'
import { jsonForm, useJsonForm } from '@/screens/components/forms/useJsonForm'
import { NeedsScript } from '@/screens/components/forms/NeedsScript'
import { PrivacyNote } from '@/screens/components/forms/PrivacyNote'
import { quietForm } from '@/screens/components/pageSpeed/quietForm'
import { emptyInquiry, inquiryYears } from '@/foundations/formRules/choices'
import type { Inquiry } from '@/foundations/formRules/inquiry'
import { FORM_MESSAGES as M } from '@/foundations/formRules/messages'
import type { Language } from '@/foundations/languages'
import type { FormWords } from '@/foundations/texts'

const INQUIRY = jsonForm<ReturnType<typeof emptyInquiry>, Inquiry, typeof import('./inquiryRules')>({
  empty: emptyInquiry(),
  path: '/ContactUS/addInquiry',
  failureMessage: M.inquiryFailed,
  loadRules: () => import('./inquiryRules'),
  pick: (loaded) => loaded.inquiryResolver,
})
type Values = typeof INQUIRY.empty

type Status = { text: string; success: boolean }

type Props = { degreePrograms: string[]; language: Language; words: FormWords<'inquiry'> }

export const InquiryForm = quietForm<Props, Values, Inquiry>(
  ({ language }) => INQUIRY.settings(language),
  function InquiryForm({ degreePrograms, language, words, form }: Props & { form: UseFormReturn<Values, unknown, Inquiry> }) {
    const {
      handleSubmit,
      formState: { errors, isSubmitting },
    } = form
    const { field, clear, send, prepareRules, say } = useJsonForm(form, INQUIRY, language)
    const [status, setStatus] = useState<Status | null>(null)

    const onValid = async (data: Inquiry) => {
      setStatus(null)
      try {
        const result = await send(data)
        if (!result.ok) {
          setStatus({ text: result.message || (await say(M.inquiryFailed)), success: false })
          return
        }
        clear()
        setStatus({ text: await say(M.inquirySuccess), success: true })
      } catch {
        setStatus({ text: await say(M.generic), success: false })
      }
    }

    const message = (field: keyof Values) => errors[field]?.message

    return (
      <form
        method="post"
        noValidate
        onSubmit={(event) => void handleSubmit(onValid, async () => setStatus({ text: await say(M.correctErrors), success: false }))(event)}
        onFocus={prepareRules}
        aria-label={words.form}
        aria-busy={isSubmitting || undefined}
        className="mx-auto max-w-3xl rounded-2xl bg-white p-5 shadow sm:p-8"
        data-inquiry-form
      >
        <fieldset disabled={isSubmitting} className="grid min-w-0 gap-5 sm:grid-cols-2">
          <legend className="sr-only">{words.legend}</legend>
          <NeedsScript text={words.needsScript} />
          <RequiredNote text={words.requiredNote} className="text-sm text-slate-600 sm:col-span-2" />
          <TextField label={words.firstName} required autoComplete="given-name" error={message('first_name')} {...field('first_name')} />
          <TextField label={words.surname} required autoComplete="family-name" error={message('surname')} {...field('surname')} />
          <TextField label={words.contactNo} required type="tel" inputMode="tel" autoComplete="tel" hint={words.contactHint} error={message('contact_no')} {...field('contact_no')} />
          <TextField label={words.email} required type="email" autoComplete="email" error={message('email')} {...field('email')} />
          <SelectField label={words.alYear} required placeholder={words.selectYear} options={inquiryYears()} error={message('al_year')} {...field('al_year')} />
          <SelectField label={words.degreeProgram} placeholder={words.selectDegreeProgram} options={degreePrograms} error={message('degree_program')} {...field('degree_program')} />
          <TextArea label={words.message} required rows={5} error={message('message')} className="sm:col-span-2" {...field('message')} />
          <Honeypot {...field('website')} />
          <div className="sm:col-span-2">
            <div role="status" aria-live="polite" data-inquiry-status>
              {status ? (
                <p
                  className={`mb-4 rounded-lg border px-4 py-3 ${status.success ? 'border-green-200 bg-green-50 text-green-800' : 'border-red-200 bg-red-50 text-red-800'}`}
                  data-success={status.success}
                >
                  {status.text}
                </p>
              ) : null}
            </div>
            <PrivacyNote form="inquiry" words={words} className="mb-4 sm:text-right" />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <button
                type="button"
                onClick={() => {
                  clear()
                  setStatus(null)
                }}
                className="rounded-full border border-brand-700 px-6 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
              >
                {words.reset}
              </button>
              <button type="submit" className="rounded-full bg-brand-700 px-8 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
                {isSubmitting ? words.sending : words.submit}
              </button>
            </div>
          </div>
        </fieldset>
      </form>
    )
  },
)
