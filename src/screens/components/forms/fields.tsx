'use client'

/**
 * Labelled inputs for the forms: each shows its message under the field,
 * ties it to the input with aria-describedby and marks required fields.
 */
import { forwardRef, useCallback, useId, useLayoutEffect, useRef } from 'react'
import type React from 'react'

import { type Choice, choiceOf, LONG_LIST, optionsHtml } from '@/screens/components/pageSpeed/optionsHtml'
import { giveChoicesLater } from '@/screens/components/pageSpeed/choicesLater'
import { Filled } from '@/screens/components/ui/Filled'
import { useUiWords } from '@/screens/components/ui/uiWords'

export const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100 aria-[invalid=true]:border-red-600'

type Common = { label: string; error?: string; required?: boolean; hint?: string; className?: string }

export function FieldFrame({
  id,
  label,
  error,
  required,
  hint,
  className = '',
  children,
}: Common & { id: string; children: React.ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  )
}

/** 'Fields marked * are required.': the text's {star} is the star the required fields show. */
export function RequiredNote({ text, className, id }: { text: string; className?: string; id?: string }) {
  return (
    <p className={className} id={id}>
      <Filled text={text} values={{ star: <span className="text-red-700">*</span> }} />
    </p>
  )
}

/** A field's message, under it; `id` is the field's, so describedBy(id, message) points here. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-700" data-field-error>
      {message}
    </p>
  )
}

/** The ids of a field's hint and message, for aria-describedby. */
export function describedBy(id: string, error?: string, hint?: string) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
}

/** What a labelled control is given besides its own attributes. */
type ControlProps = { id: string; className: string; 'aria-invalid'?: true; 'aria-required'?: true; 'aria-describedby'?: string }

/**
 * A control in its frame: the label, the hint, the message and the aria
 * attributes that tie them to it. The three kinds of field differ only in
 * the control they frame. The ref (register's) is handed on to the control.
 */
function labelled<Attributes extends { id?: string }>(Control: React.ComponentType<Attributes & ControlProps>, name: string) {
  function Field({ label, error, required, hint, className, id: givenId, ...control }: Common & Attributes) {
    const autoId = useId()
    const id = givenId ?? autoId
    // The caller's attributes come last, so they can override the frame's (as a className can).
    const controlProps = {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-required': required || undefined,
      'aria-describedby': describedBy(id, error, hint),
      className: inputClass,
      ...control,
    } as unknown as Attributes & ControlProps
    return (
      <FieldFrame id={id} label={label} error={error} required={required} hint={hint} className={className}>
        <Control {...controlProps} />
      </FieldFrame>
    )
  }
  Field.displayName = name
  return Field
}

const Input = (props: React.ComponentProps<'input'>) => <input {...props} />
const Textarea = (props: React.ComponentProps<'textarea'>) => <textarea rows={4} {...props} />

export const TextField = labelled(Input, 'TextField')
export const TextArea = labelled(Textarea, 'TextArea')

type ChoicesProps = React.SelectHTMLAttributes<HTMLSelectElement> & {
  options: readonly Choice[]
  placeholder?: string
  /** Serve the list without its options and give them once the page is idle (see giveChoicesLater). */
  choicesLater?: boolean
}

/** A long list served with its placeholder alone (see giveChoicesLater). */
const LaterChoiceSelect = forwardRef<HTMLSelectElement, Omit<ChoicesProps, 'choicesLater'>>(function LaterChoiceSelect({ options, placeholder, ...select }, forwarded) {
  // The whole list's markup is made when the list is filled, not at every render of the form.
  const latest = useRef({ options, placeholder })
  useLayoutEffect(() => {
    latest.current = { options, placeholder }
  })
  const ref = useCallback(
    (element: HTMLSelectElement) => {
      // Wrapped before the form's own ref sees it: that ref sets the value at once.
      const undo = giveChoicesLater(element, () => optionsHtml(latest.current.options, latest.current.placeholder))
      handOn(forwarded, element)
      return () => {
        handOn(forwarded, null)
        undo()
      }
    },
    [forwarded],
  )
  return <select {...select} ref={ref} dangerouslySetInnerHTML={{ __html: optionsHtml([], placeholder) }} />
})

/** Gives the element to a ref passed from outside, whichever kind it is. */
function handOn<T>(ref: React.ForwardedRef<T>, value: T | null) {
  if (typeof ref === 'function') ref(value)
  else if (ref) ref.current = value
}

/**
 * A select with its choices, the placeholder (value '') first. A long list
 * comes as markup (see optionsHtml); the value is still set and read through
 * the select, so forms and drafts see no difference.
 */
export const ChoiceSelect = forwardRef<HTMLSelectElement, ChoicesProps>(function ChoiceSelect({ options, placeholder: given, choicesLater, ...select }, ref) {
  const words = useUiWords()
  const placeholder = given ?? words.select
  if (choicesLater && options.length > LONG_LIST) return <LaterChoiceSelect ref={ref} options={options} placeholder={placeholder} {...select} />
  if (options.length > LONG_LIST) return <select ref={ref} {...select} dangerouslySetInnerHTML={{ __html: optionsHtml(options, placeholder) }} />
  return (
    <select ref={ref} {...select}>
      <option value="">{placeholder}</option>
      {options.map((option) => {
        const { value, label } = choiceOf(option)
        return (
          <option key={value} value={value}>
            {label}
          </option>
        )
      })}
    </select>
  )
})

export const SelectField = labelled(ChoiceSelect, 'SelectField')

/**
 * The honeypot: a field people never see or reach, which bots fill in. It is
 * hidden with CSS rather than type=hidden, which bots skip.
 */
export function Honeypot(props: React.InputHTMLAttributes<HTMLInputElement>) {
  const words = useUiWords()
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {words.leaveEmpty}
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  )
}
