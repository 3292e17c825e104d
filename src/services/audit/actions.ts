/**
 * What the audit log records: each way staff, or the site on its own, handle
 * applicants' personal data, and the staff accounts that may do so; the
 * content the site publishes or takes down on its own, at a time staff set;
 * and each change of the site settings (the fee, the bank account, mailboxes).
 */
export const AUDIT_ACTIONS = [
  { value: 'document_download', label: "Downloaded an applicant's document" },
  { value: 'csv_export', label: 'Exported a list as CSV' },
  { value: 'data_copy', label: "Downloaded a copy of a person's data" },
  { value: 'data_erasure', label: "Erased a person's data" },
  { value: 'retention_run', label: 'Cleared data past its retention period' },
  { value: 'sign_in', label: 'Signed in' },
  { value: 'role_change', label: 'Set a staff role' },
  { value: 'scheduled_publish', label: 'Published or took down content at its set time' },
  { value: 'settings_change', label: 'Changed the site settings' },
] as const

export type AuditAction = (typeof AUDIT_ACTIONS)[number]['value']

/** The actor of what the site does by itself: the retention job, a set-up script. */
export const SITE_ACTOR = 'The site itself'
