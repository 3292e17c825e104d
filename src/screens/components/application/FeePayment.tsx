'use client'

import { type ApplicationForm, errorAt, FormSection, RequiredChoice } from './section'

const CHOICES = [
  { value: 'online', label: 'Pay online now', hint: 'By card or mobile wallet on PayHere, right after you submit.' },
  { value: 'bank', label: 'I paid at the bank', hint: 'Upload the deposit receipt with your documents below.' },
] as const

/**
 * How the applicant pays the fee, shown only while online payment is offered
 * (decision 055). Online sends the application first and then opens PayHere's
 * checkout; the bank deposit keeps today's receipt upload, required with it.
 */
export function FeePayment({ form, feeRs }: { form: ApplicationForm; feeRs: number }) {
  const error = errorAt(form, 'fee_method')
  return (
    <FormSection id="fee-payment" title="Application Fee">
      <RequiredChoice name="fee_method" legend={`How will you pay the fee of Rs ${feeRs}?`} error={error}>
        <div className="grid gap-3 sm:grid-cols-2">
          {CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="flex min-w-0 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 px-4 py-3 text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-200"
            >
              <input type="radio" value={choice.value} className="mt-1 h-4 w-4 shrink-0 accent-brand-700" {...form.register('fee_method')} />
              <span className="min-w-0">
                <span className="block font-medium">{choice.label}</span>
                <span className="block text-sm text-slate-600">{choice.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </RequiredChoice>
    </FormSection>
  )
}
