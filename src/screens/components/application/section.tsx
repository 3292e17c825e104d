'use client'

import type React from 'react'
import { get, type UseFormReturn } from 'react-hook-form'

import { FieldError } from '@/screens/components/forms/fields'

import type { DegreeApplication } from '@/foundations/formRules/degreeApplication'

import type { ApplicationFormValues } from './formValues'

export type ApplicationForm = UseFormReturn<ApplicationFormValues, unknown, DegreeApplication>

/** The message under a field, by its dotted path. */
export function errorAt(form: ApplicationForm, path: string): string | undefined {
  const error = get(form.formState.errors, path) as { message?: string } | undefined
  return error?.message || undefined
}

/** One section of the form: a fieldset whose legend is the section's heading. */
export function FormSection({
  id,
  title,
  intro,
  children,
}: {
  id: string
  title: string
  intro?: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <fieldset id={id} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <legend className="float-left mb-4 w-full border-l-4 border-accent-500 pl-3 text-lg font-bold text-brand-800 sm:text-xl">
        {title}
      </legend>
      {intro ? <div className="clear-both mb-4 text-sm text-slate-600">{intro}</div> : null}
      <div className="clear-both">{children}</div>
    </fieldset>
  )
}

export const gridClass = 'grid gap-4 sm:grid-cols-2'

/** A required choice of radio buttons: the legend with its asterisk, the options, and the message under them. */
export function RequiredChoice({ name, legend, error, children }: { name: string; legend: React.ReactNode; error?: string; children: React.ReactNode }) {
  return (
    <fieldset
      role="radiogroup"
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `application-${name}-error` : undefined}
    >
      <legend className="mb-2 text-sm font-semibold text-slate-800">
        {legend}
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      {children}
      <FieldError id={`application-${name}`} message={error} />
    </fieldset>
  )
}
