'use client'

import { type ApplicationForm, errorAt, FormSection, RequiredChoice } from './section'
import { useApplicationWords } from './applicationWords'
import { fill } from '@/foundations/texts/translation'

/** The two ways, each named by its words' keys. */
const CHOICES = [
  { value: 'online', label: 'payOnline', hint: 'payOnlineHint' },
  { value: 'bank', label: 'paidAtBank', hint: 'paidAtBankHint' },
] as const

/**
 * How the applicant pays the fee, shown only while online payment is offered
 * (decision 055). Online sends the application first and then opens PayHere's
 * checkout; the bank deposit keeps today's receipt upload, required with it.
 */
export function FeePayment({ form, feeRs }: { form: ApplicationForm; feeRs: number }) {
  const error = errorAt(form, 'fee_method')
  const words = useApplicationWords()
  return (
    <FormSection id="fee-payment" title={words.applicationFee}>
      <RequiredChoice name="fee_method" legend={fill(words.howPay, { fee: feeRs })} error={error}>
        <div className="grid gap-3 sm:grid-cols-2">
          {CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="flex min-w-0 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 px-4 py-3 text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-200"
            >
              <input type="radio" value={choice.value} className="mt-1 h-4 w-4 shrink-0 accent-brand-700" {...form.register('fee_method')} />
              <span className="min-w-0">
                <span className="block font-medium">{words[choice.label]}</span>
                <span className="block text-sm text-slate-600">{words[choice.hint]}</span>
              </span>
            </label>
          ))}
        </div>
      </RequiredChoice>
    </FormSection>
  )
}
