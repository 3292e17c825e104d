'use client'

/** The Contact page's inquiry form (§2.17, §5 Inquiry, §8). */
import { useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'

import { Honeypot, SelectField, TextArea, TextField } from '@/screens/components/forms/fields'
import { jsonForm, useJsonForm } from '@/screens/components/forms/useJsonForm'
import { NeedsScript } from '@/screens/components/forms/NeedsScript'
import { PrivacyNote } from '@/screens/components/forms/PrivacyNote'
import { quietForm } from '@/screens/components/pageSpeed/quietForm'
import { emptyInquiry, inquiryYears } from '@/foundations/formRules/choices'
import type { Inquiry } from '@/foundations/formRules/inquiry'
import { FORM_MESSAGES as M } from '@/foundations/formRules/messages'

const INQUIRY = jsonForm<ReturnType<typeof emptyInquiry>, Inquiry, typeof import('./inquiryRules')>({
  empty: emptyInquiry(),
  path: '/ContactUS/addInquiry',
  failureMessage: M.inquiryFailed,
  loadRules: () => import('./inquiryRules'),
  pick: (loaded) => loaded.inquiryResolver,
})
type Values = typeof INQUIRY.empty

type Status = { text: string; success: boolean }

type Props = { degreePrograms: string[] }

export const InquiryForm = quietForm<Props, Values, Inquiry>(
  () => INQUIRY.settings,
  function InquiryForm({ degreePrograms, form }: Props & { form: UseFormReturn<Values, unknown, Inquiry> }) {
    const {
      handleSubmit,
      formState: { errors, isSubmitting },
    } = form
    const { field, clear, send, prepareRules } = useJsonForm(form, INQUIRY)
    const [status, setStatus] = useState<Status | null>(null)

    const onValid = async (data: Inquiry) => {
      setStatus(null)
      try {
        const result = await send(data)
        if (!result.ok) {
          setStatus({ text: result.message || M.inquiryFailed, success: false })
          return
        }
        clear()
        setStatus({ text: M.inquirySuccess, success: true })
      } catch {
        setStatus({ text: M.generic, success: false })
      }
    }

    const message = (field: keyof Values) => errors[field]?.message

    return (
      <form
        method="post"
        noValidate
        onSubmit={(event) => void handleSubmit(onValid, () => setStatus({ text: M.correctErrors, success: false }))(event)}
        onFocus={prepareRules}
        aria-label="Inquiry"
        aria-busy={isSubmitting || undefined}
        className="mx-auto max-w-3xl rounded-2xl bg-white p-5 shadow sm:p-8"
        data-inquiry-form
      >
        <fieldset disabled={isSubmitting} className="grid min-w-0 gap-5 sm:grid-cols-2">
          <legend className="sr-only">Your inquiry</legend>
          <NeedsScript />
          <p className="text-sm text-slate-600 sm:col-span-2">
            Fields marked <span className="text-red-700">*</span> are required.
          </p>
          <TextField label="First Name" required autoComplete="given-name" error={message('first_name')} {...field('first_name')} />
          <TextField label="Surname" required autoComplete="family-name" error={message('surname')} {...field('surname')} />
          <TextField label="Contact No" required type="tel" inputMode="tel" autoComplete="tel" hint="e.g. 0771234567 or +94771234567" error={message('contact_no')} {...field('contact_no')} />
          <TextField label="Email" required type="email" autoComplete="email" error={message('email')} {...field('email')} />
          <SelectField label="A/L Year" required placeholder="Select Year" options={inquiryYears()} error={message('al_year')} {...field('al_year')} />
          <SelectField label="Degree Program" placeholder="Select Degree Program (optional)" options={degreePrograms} error={message('degree_program')} {...field('degree_program')} />
          <TextArea label="Message" required rows={5} error={message('message')} className="sm:col-span-2" {...field('message')} />
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
            <PrivacyNote form="inquiry" className="mb-4 sm:text-right" />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <button
                type="button"
                onClick={() => {
                  clear()
                  setStatus(null)
                }}
                className="rounded-full border border-brand-700 px-6 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
              >
                Reset
              </button>
              <button type="submit" className="rounded-full bg-brand-700 px-8 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
                {isSubmitting ? 'Sending…' : 'Submit'}
              </button>
            </div>
          </div>
        </fieldset>
      </form>
    )
  },
)
