/**
 * The outbox's words, shared by the collection, the delivery and the back
 * office: what state a mail is in and what kind of mail it is.
 */
export const OUTBOX_COLLECTION = 'mail-outbox'

export const MAIL_STATES = [
  { value: 'queued', label: 'Waiting to be sent' },
  { value: 'failing', label: 'Failing: tried again later' },
  { value: 'sent', label: 'Sent' },
  { value: 'given_up', label: 'Given up' },
] as const

export type MailState = (typeof MAIL_STATES)[number]['value']

/** The states a delivery pass looks at. */
export const WAITING_STATES: readonly MailState[] = ['queued', 'failing']

export const MAIL_KINDS = [
  { value: 'staff_notice', label: 'Notice to staff' },
  { value: 'acknowledgement', label: 'Acknowledgement to the sender' },
  { value: 'status_notice', label: 'Status notice to an applicant' },
  { value: 'password_reset', label: 'Password reset' },
] as const

export type MailKind = (typeof MAIL_KINDS)[number]['value']
