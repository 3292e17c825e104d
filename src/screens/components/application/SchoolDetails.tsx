'use client'

import { useEffect, useState } from 'react'
import { flushSync } from 'react-dom'

import { SelectField, TextField } from '@/screens/components/forms/fields'
import {
  AL_STREAMS,
  AL_SUBJECT_ROWS,
  APPLICATION_FIRST_YEAR,
  FIXED_AL_SUBJECTS,
  FOREIGN_SUBJECT_ROWS,
  GRADES,
  MEDIUMS,
  yearChoices,
} from '@/foundations/formRules/choices'

import { type ApplicationFormValues, hasForeignAnswers } from './formValues'
import { type ApplicationForm, errorAt, FormSection, gridClass } from './section'
import { SubjectRows } from './SubjectRows'
import { useApplicationWords } from './applicationWords'

export const applicationYears = () => yearChoices(APPLICATION_FIRST_YEAR)

/** G.C.E. Advanced Level: school, index, year, stream, medium and five subject rows. */
export function AlDetails({ form }: { form: ApplicationForm }) {
  const { register } = form
  const words = useApplicationWords()
  const years = applicationYears()
  return (
    <FormSection
      id="al-details"
      title={words.alDetails}
      intro={words.alIntro}
    >
      <div className={gridClass}>
        <TextField id="application-al_school" label={words.alSchool} required error={errorAt(form, 'al_school')} {...register('al_school')} />
        <TextField id="application-al_index_no" label={words.alIndexNumber} required error={errorAt(form, 'al_index_no')} {...register('al_index_no')} />
        <SelectField id="application-al_year" label={words.alYear} choicesLater options={years} error={errorAt(form, 'al_year')} {...register('al_year')} />
        <SelectField id="application-al_stream" label={words.alStream} required options={AL_STREAMS.map((value) => ({ value, label: words.streams[value] }))} error={errorAt(form, 'al_stream')} {...register('al_stream')} />
        <SelectField id="application-al_medium" label={words.alMedium} required options={MEDIUMS.map((value) => ({ value, label: words.mediums[value] }))} error={errorAt(form, 'al_medium')} {...register('al_medium')} />
      </div>
      <SubjectRows form={form} name="sl_al_details" count={AL_SUBJECT_ROWS} labelPrefix={words.alList} fixedSubjects={FIXED_AL_SUBJECTS} gradeChoices requiredGrades={FIXED_AL_SUBJECTS.length} />
    </FormSection>
  )
}

/** G.C.E. Ordinary Level: school, index, year and the Mathematics result. */
export function OlDetails({ form }: { form: ApplicationForm }) {
  const { register } = form
  const words = useApplicationWords()
  return (
    <FormSection id="ol-details" title={words.olDetails}>
      <div className={gridClass}>
        <TextField id="application-ol_school" label={words.olSchool} required error={errorAt(form, 'ol_school')} {...register('ol_school')} />
        <TextField id="application-ol_index_no" label={words.olIndexNumber} required error={errorAt(form, 'ol_index_no')} {...register('ol_index_no')} />
        <SelectField id="application-ol_year" label={words.olYear} choicesLater options={applicationYears()} error={errorAt(form, 'ol_year')} {...register('ol_year')} />
        <SelectField id="application-ol_maths_result" label={words.olMaths} required options={GRADES} error={errorAt(form, 'ol_maths_result')} {...register('ol_maths_result')} />
      </div>
    </FormSection>
  )
}

/**
 * A foreign qualification instead of or beside the Sri Lankan A/L: optional,
 * and left out by most applicants. Its fields are shown when the applicant
 * asks for them, or by themselves when the form holds answers for them (a
 * draft put back); once shown they stay, so nothing typed is hidden.
 */
export function ForeignQualification({ form }: { form: ApplicationForm }) {
  const [open, setOpen] = useState(false)
  const words = useApplicationWords()
  // The form's own methods, which stay the same from render to render (the object around them does not).
  const { getValues, watch } = form

  useEffect(() => {
    if (open) return
    // Answers put back into the closed block (a draft, an undone clear) open it. The values
    // are the ones watch hands over: a draft is put back before getValues() reads past the defaults (see quietForm).
    const openIfAnswered = (values: ApplicationFormValues) => hasForeignAnswers(values) && setOpen(true)
    openIfAnswered(getValues())
    const subscription = watch((values) => openIfAnswered(values as ApplicationFormValues))
    return () => subscription.unsubscribe()
  }, [open, getValues, watch])

  return (
    <FormSection
      id="foreign-qualification"
      title={words.foreign}
      intro={words.foreignIntro}
    >
      {open ? (
        <>
          <div className={gridClass}>
            <TextField id="application-name_of_the_examination" label={words.examination} error={errorAt(form, 'name_of_the_examination')} {...form.register('name_of_the_examination')} />
            <TextField id="application-institute" label={words.institute} error={errorAt(form, 'institute')} {...form.register('institute')} />
            <TextField id="application-country" label={words.country} autoComplete="off" error={errorAt(form, 'country')} {...form.register('country')} />
            <SelectField id="application-year" label={words.year} choicesLater options={applicationYears()} error={errorAt(form, 'year')} {...form.register('year')} />
            <TextField id="application-medium" label={words.medium} error={errorAt(form, 'medium')} {...form.register('medium')} />
          </div>
          <SubjectRows form={form} name="foreign_educational_details" count={FOREIGN_SUBJECT_ROWS} labelPrefix={words.foreignList} />
        </>
      ) : (
        <button
          type="button"
          onClick={() => {
            // The fields are there once this returns, so the first one can take the focus.
            flushSync(() => setOpen(true))
            form.setFocus('name_of_the_examination')
          }}
          className="rounded-lg border border-brand-600 px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {words.addForeign}
        </button>
      )}
    </FormSection>
  )
}
