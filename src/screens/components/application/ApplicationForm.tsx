'use client'

import { useCallback, useMemo, useRef, useState } from 'react'
import { type FieldErrors, type UseFormReturn, useWatch } from 'react-hook-form'

import { InformationDialog, SpinnerOverlay } from '@/screens/components/forms/FormStatus'
import { openCheckout, startCheckout } from '@/screens/components/applicationStatus/statusRequests'
import { Honeypot, RequiredNote } from '@/screens/components/forms/fields'
import { checkOnLeave, flattenErrors } from '@/screens/components/forms/formHelpers'
import { lazyResolver, lazyRules } from '@/screens/components/pageSpeed/lazyRules'
import type { SubmitResult } from '@/screens/components/forms/submit'
import { sendWithProgress, type Upload } from '@/screens/components/forms/upload'
import { type FormContext, inFormLanguage } from '@/screens/components/forms/formLanguage'
import { type Language, pathIn } from '@/foundations/languages'
import { APPLICATION_STATUS_PATH } from '@/foundations/formRules/statusLookup'
import { useFilledForm } from '@/screens/components/forms/useFilledForm'
import { quietForm } from '@/screens/components/pageSpeed/quietForm'
import { NeedsScript } from '@/screens/components/forms/NeedsScript'
import { PrivacyNote } from '@/screens/components/forms/PrivacyNote'
import type { DegreeApplication } from '@/foundations/formRules/degreeApplication'
import { checkChosenFiles } from '@/foundations/formRules/applicationDocuments'
import { FORM_MESSAGES as M } from '@/foundations/formRules/messages'
import { payerFromApplication } from '@/foundations/formRules/payer'

import { Activities } from './Activities'
import { ContactDetails } from './ContactDetails'
import { Documents, type ReceiptField } from './Documents'
import { FeePayment } from './FeePayment'
import { DraftNotice } from './DraftNotice'
import {
  type ApplicationFormValues,
  type ChosenFiles,
  emptyFormValues,
  feeChoiceErrors,
  noFiles,
  splitServerErrors,
  toFormData,
  withFeeChoice,
} from './formValues'
import { InformationSource } from './InformationSource'
import { draftKey } from './localDraft'
import { PersonalDetails } from './PersonalDetails'
import { type DegreeChoice, ProgrammeSection } from './ProgrammeSection'
import { AlDetails, ForeignQualification, OlDetails } from './SchoolDetails'
import { SendingDialog, type SendingState } from './SendingDialog'
import { type ApplicationWords, ApplicationWordsProvider } from './applicationWords'
import type { ApplicationForm as SectionForm } from './section'
import { removeDraft, useDraft } from './useDraft'

const APPLICATION_PATH = '/academicPage/addStudentApplication'

const rules = lazyRules(() => import('./applicationRules'))
const RESOLVERS = {
  idForm: lazyResolver(rules, (loaded) => loaded.applicationResolver('idForm')),
  picker: lazyResolver(rules, (loaded) => loaded.applicationResolver('picker')),
}

type Props = (
  | { variant: 'idForm'; degreeId: number; degrees?: undefined }
  | { variant: 'picker'; degreeId?: undefined; degrees: DegreeChoice[] }
) & {
  /** Set while the fee may be paid online: the form asks how it is paid (decision 055). */
  onlineFee?: { feeRs: number }
  /** The page's language: the form's messages are in it, and the application is sent and stored with it. */
  language: Language
  /** The form's words in that language. */
  words: ApplicationWords
}

const degreeIdOf = (props: Props) => (props.variant === 'idForm' ? String(props.degreeId) : '')

/** The field (or first radio) an error path points to; `document:` paths name a document input. */
function elementFor(form: HTMLFormElement, path: string): HTMLElement | null {
  if (path.startsWith('document:')) return document.getElementById(`application-document-${path.slice('document:'.length).replace('/', '')}`)
  return form.querySelector<HTMLElement>(`[name="${CSS.escape(path)}"]`)
}

const documentPaths = (errors: Record<string, string>) =>
  Object.keys(errors)
    .filter((name) => errors[name])
    .map((name) => (name === 'documents' ? 'document:nic' : `document:${name}`))

/** Focuses the first field in page order that has a message. */
function focusFirst(form: HTMLFormElement | null, paths: string[]) {
  if (!form) return
  const elements = paths.map((path) => elementFor(form, path)).filter((element): element is HTMLElement => element !== null)
  elements.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
  elements[0]?.focus()
}

/**
 * The degree application (§2.18): the id form for one degree, or the picker
 * form with its 'Select Degree' choice. Checked field by field with the same
 * schema the server uses, sent as multipart with the documents.
 */
export const ApplicationForm = quietForm<Props, ApplicationFormValues, DegreeApplication>(
  (props) => ({
    defaultValues: emptyFormValues(degreeIdOf(props)),
    resolver: RESOLVERS[props.variant],
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    context: { language: props.language } satisfies FormContext,
  }),
  function ApplicationForm(props: Props & { form: UseFormReturn<ApplicationFormValues, unknown, DegreeApplication> }) {
    const { variant, form, onlineFee, language, words } = props
    const say = (message: string) => inFormLanguage(language, message)
    /** Each message of a set (the documents' and the fee choice's, checked here) in the page's language; empty ones stay empty. */
    const sayAll = async (messages: Record<string, string>) =>
      Object.fromEntries(await Promise.all(Object.entries(messages).map(async ([key, message]) => [key, message ? await say(message) : message] as const)))
    const offered = onlineFee !== undefined
    const feeMethod = useWatch({ control: form.control, name: 'fee_method' })
    const receipt: ReceiptField = !offered ? 'optional' : feeMethod === 'online' ? 'hidden' : feeMethod === 'bank' ? 'required' : 'optional'
    const degreeId = degreeIdOf(props)
    const defaults = useCallback(() => emptyFormValues(degreeId), [degreeId])

    // The sections register their fields through this, so a field left for one
    // of the form's buttons is not checked on the way (see checkOnLeave).
    // Built on each render: form.formState is renewed on each render too.
    const sectionForm: SectionForm = { ...form, register: ((name, options) => checkOnLeave(form.register(name, options))) as typeof form.register }

    const key = draftKey(variant, degreeId)
    const fixed = useMemo(() => (variant === 'idForm' ? { degree_type: degreeId } : {}), [variant, degreeId])
    useDraft(form, key, defaults, fixed)

    const [files, setFiles] = useState<ChosenFiles>(noFiles)
    const [fileErrors, setFileErrors] = useState<Record<string, string>>({})
    const [formMessage, setFormMessage] = useState('')
    const [sending, setSending] = useState(false)
    // Between an application sent to be paid online and PayHere's page.
    const [leaving, setLeaving] = useState(false)
    const [leavingLabel, setLeavingLabel] = useState<string>(M.openingCheckout)
    const [result, setResult] = useState<{ message: string; success: boolean; focus: string[] } | null>(null)
    // The upload window, and a note under the form after the applicant stopped a send.
    const [upload, setUpload] = useState<SendingState>(null)
    const [sendNote, setSendNote] = useState('')
    // What was cleared by 'Clear saved answers', in memory only, for its Undo.
    const [cleared, setCleared] = useState<{ values: ApplicationFormValues; files: ChosenFiles } | null>(null)
    // Counts the times the form started again, so the optional foreign block closes again with it.
    const [round, setRound] = useState(0)
    const formRef = useRef<HTMLFormElement>(null)
    const submitRef = useRef<HTMLButtonElement>(null)
    const running = useRef<Upload | null>(null)
    // The last body sent and its key: Retry sends exactly this again.
    const lastSend = useRef<{ body: FormData; key: string } | null>(null)
    const filling = useFilledForm()

    const backToForm = (note: string) => {
      setUpload(null)
      setSendNote(note)
      requestAnimationFrame(() => submitRef.current?.focus())
    }

    /** The application has arrived; now PayHere's checkout for its fee, or a way to pay later when it will not open. */
    const payOnline = async (reference: string, nic: string, sent: FormData, received: string) => {
      setLeavingLabel(await say(M.openingCheckout))
      setLeaving(true)
      const typed = (name: string) => String(sent.get(name) ?? '')
      const payer = payerFromApplication({ full_name: typed('full_name'), email_address: typed('email_address'), mobile_no: typed('mobile_no'), mailing_address: typed('mailing_address') })
      const checkout = await startCheckout(reference, nic, payer, language)
      if (checkout.ok && checkout.data) return openCheckout(checkout.data, reference, nic)
      setLeaving(false)
      setResult({ message: `${received} ${await say(M.checkoutNotOpened)}`, success: true, focus: [] })
    }

    const showReply = (reply: SubmitResult) => {
      if (reply.ok) {
        const sent = lastSend.current?.body
        const nic = sent?.get('nic')
        // The whole form starts again: fields, programme type, phone numbers, source choice and documents (§4).
        form.reset(defaults())
        setFiles(noFiles())
        setFileErrors({})
        removeDraft(key)
        filling.startAgain()
        setRound((count) => count + 1)
        lastSend.current = null
        const received = reply.message || M.applicationReceived
        if (sent?.get('fee_method') === 'online' && reply.reference && typeof nic === 'string') return void payOnline(reply.reference, nic, sent, received)
        setResult({ message: received, success: true, focus: [] })
        if (!reply.message) void say(received).then((message) => setResult({ message, success: true, focus: [] }))
        return
      }
      const { fields, documents } = splitServerErrors(reply.errors)
      for (const [path, message] of Object.entries(fields)) {
        form.setError(path as keyof ApplicationFormValues, { type: 'server', message })
      }
      setFileErrors((current) => ({ ...current, ...documents }))
      const focus = [...Object.keys(fields), ...documentPaths(documents)]
      if (reply.message) setResult({ message: reply.message, success: false, focus })
      else void say(M.applicationFallback).then((message) => setResult({ message, success: false, focus }))
    }

    /** Sends the body with its progress shown; the spinner covers only the server's part after the upload. */
    const send = async (body: FormData, idempotencyKey: string) => {
      lastSend.current = { body, key: idempotencyKey }
      setSendNote('')
      setSending(true)
      setUpload({ phase: 'uploading', sent: 0, total: 0 })
      let outcome
      try {
        const started = sendWithProgress(
          APPLICATION_PATH,
          body,
          idempotencyKey,
          await say(M.applicationFailed),
          {
            onProgress: (sent, total) => setUpload((current) => (current?.phase === 'uploading' ? { phase: 'uploading', sent, total } : current)),
            onUploaded: () => setUpload(null),
          },
          language,
        )
        running.current = started
        outcome = await started.done
      } catch (error) {
        outcome = {
          kind: 'reply' as const,
          result: { ok: false, status: 0, message: error instanceof Error && error.message ? error.message : await say(M.applicationUnexpected), errors: {} },
        }
      }
      running.current = null
      setSending(false)
      if (outcome.kind === 'cancelled') backToForm(words.cancelled)
      else if (outcome.kind === 'dropped') setUpload({ phase: 'dropped' })
      else {
        setUpload(null)
        showReply(outcome.result)
      }
    }

    const clearSavedAnswers = () => {
      setCleared({ values: form.getValues(), files })
      removeDraft(key)
      form.reset(defaults())
      form.clearErrors()
      setFiles(noFiles())
      setFileErrors({})
      setFormMessage('')
      setSendNote('')
      lastSend.current = null
      filling.startAgain()
      setRound((count) => count + 1)
    }

    const undoClear = () => {
      if (!cleared) return
      form.reset(cleared.values, { keepDefaultValues: true })
      setFiles(cleared.files)
      setCleared(null)
    }

    /** The fee choice's own checks (decision 055), shown as the schema's are. */
    const feeChoiceProblems = () => {
      const problems = feeChoiceErrors(offered, form.getValues('fee_method'), files)
      for (const [path, message] of Object.entries(problems.fields)) {
        void say(message).then((shown) => form.setError(path as keyof ApplicationFormValues, { type: 'fee', message: shown }))
      }
      return problems
    }

    const onInvalid = async (errors: FieldErrors<ApplicationFormValues>) => {
      const fee = feeChoiceProblems()
      const flat = { ...flattenErrors(errors), ...fee.fields }
      const documentErrors = { ...Object.fromEntries(Object.entries(checkChosenFiles(files)).filter(([, message]) => message)), ...fee.documents }
      const { applicationFormMessage } = await rules.prepare()
      const shownErrors = await sayAll(documentErrors)
      setFileErrors((current) => ({ ...current, ...shownErrors }))
      setFormMessage(await say(applicationFormMessage(flat, variant)))
      focusFirst(formRef.current, [...Object.keys(flat), ...documentPaths(documentErrors)])
    }

    const onValid = async (data: DegreeApplication) => {
      if (sending || leaving) return
      const fee = feeChoiceProblems()
      const documentErrors = { ...checkChosenFiles(files), ...fee.documents }
      if (Object.keys(documentErrors).length > 0 || Object.keys(fee.fields).length > 0) {
        const { applicationFormMessage } = await rules.prepare()
        setFileErrors(await sayAll(documentErrors))
        setFormMessage(await say(applicationFormMessage(fee.fields, variant)))
        focusFirst(formRef.current, [...Object.keys(fee.fields), ...documentPaths(documentErrors)])
        return
      }
      setFormMessage('')
      const website = (formRef.current?.elements.namedItem('website') as HTMLInputElement | null)?.value ?? ''
      const sent = withFeeChoice(offered, data, files)
      await send(toFormData(sent.data, variant, { website, elapsedMs: filling.elapsed() }, sent.files), filling.idempotencyKey())
    }

    const closeResult = useCallback(() => {
      // After a refusal, take the visitor to the first field the server named.
      const paths = result?.focus ?? []
      if (paths.length > 0) requestAnimationFrame(() => focusFirst(formRef.current, paths))
      setResult(null)
    }, [result])

    return (
      <ApplicationWordsProvider value={words}>
        <form
          method="post"
          ref={formRef}
          noValidate
          onSubmit={(event) => form.handleSubmit(onValid, onInvalid)(event)}
          onFocus={() => void rules.prepare().catch(() => {})}
          // Typing again ends the chance to undo 'Clear saved answers'.
          onInput={() => setCleared(null)}
          className="relative grid gap-6"
          aria-describedby="application-required-note"
        >
          <NeedsScript text={words.needsScript} />
          <RequiredNote text={words.requiredNote} className="text-sm text-slate-600" id="application-required-note" />
          <DraftNotice cleared={cleared !== null} onClear={clearSavedAnswers} onUndo={undoClear} />
          <ProgrammeSection form={sectionForm} degrees={props.variant === 'picker' ? props.degrees : undefined} />
          <PersonalDetails form={sectionForm} variant={variant} />
          <ContactDetails form={sectionForm} variant={variant} />
          <AlDetails form={sectionForm} />
          <OlDetails form={sectionForm} />
          <ForeignQualification key={round} form={sectionForm} />
          <InformationSource form={sectionForm} />
          <Activities form={sectionForm} />
          {onlineFee ? <FeePayment form={sectionForm} feeRs={onlineFee.feeRs} /> : null}
          <Documents
            files={files}
            errors={fileErrors}
            receipt={receipt}
            onChange={(next, errors) => {
              setFiles(next)
              void sayAll(errors).then(setFileErrors)
            }}
          />
          <Honeypot name="website" />
          <div className="grid gap-3">
            {formMessage ? (
              <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-700" data-testid="form-message">
                {formMessage}
              </p>
            ) : null}
            <PrivacyNote form="application" words={words} />
            <button
              ref={submitRef}
              type="submit"
              aria-disabled={sending || undefined}
              className="justify-self-stretch rounded-full bg-brand-700 px-10 py-3 text-lg font-bold text-white shadow hover:bg-brand-800 sm:justify-self-start"
            >
              {words.submitApplication}
            </button>
            <p role="status" className="text-slate-700 empty:hidden" data-testid="send-note">
              {sendNote}
            </p>
          </div>
        </form>
        <SpinnerOverlay show={sending || leaving} label={leaving ? leavingLabel : words.submitting} />
        <SendingDialog
          state={upload}
          onCancel={() => running.current?.cancel()}
          onRetry={() => {
            if (lastSend.current) void send(lastSend.current.body, lastSend.current.key)
          }}
          onBack={() => backToForm(words.droppedBack)}
        />
        <InformationDialog
          message={result?.message ?? null}
          success={result?.success ?? false}
          onClose={closeResult}
          words={words}
          link={result?.success ? { href: pathIn(language, APPLICATION_STATUS_PATH), text: words.followStatus } : undefined}
        />
      </ApplicationWordsProvider>
    )
  },
)
