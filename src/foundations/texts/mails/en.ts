/**
 * The mails to the people who send the forms, in English: acknowledgements,
 * status notices and the fee's confirmation go out in the language the form
 * was sent in (./si.ts, ./ta.ts). Mails to staff stay in English. Read on the
 * server only.
 */
export const mailTexts = {
  dear: 'Dear {name},',
  dearApplicant: 'Dear applicant,',
  reference: 'Your reference number is {reference}.',
  statusPage: 'Follow your application at {url} with this reference number and the NIC or passport number you applied with.',
  received: 'We received your {kind} ({reference})',
  /** What a mail is about, as its subject names it (staff read the English). */
  kinds: {
    inquiry: 'inquiry',
    alumniRegistration: 'alumni registration',
    degreeApplication: 'degree application',
    feePayment: 'application fee payment',
    documentsOnRequest: 'documents on request',
  },
  thanks: {
    inquiry: 'Thank you for your inquiry. Our team will contact you shortly.',
    alumniRegistration: 'Thank you for registering with our alumni association. We will be in touch once your registration has been reviewed.',
    degreeApplication: 'Thank you for applying for {degree}. Our admissions team will review your application and contact you.',
    feePayment: 'We received your application fee of {currency} {amount}. Thank you.',
  },
  documentsNeededSubject: 'Documents needed for your application {reference}',
  newsSubject: 'News about your application {reference}',
  documentsNeeded: 'Our admissions team needs further documents for your application. You can see which ones and upload them on the status page.',
  statusNow: 'The status of your application is now: {status}. Any message from our admissions team is on the status page.',
  /** The statuses as the applicant reads them (publicLabel of src/foundations/applicationProgress.ts). */
  statuses: {
    new: 'Received',
    in_review: 'In review',
    waiting_documents: 'Waiting for documents',
    accepted: 'Accepted',
    rejected: 'Not accepted',
  },
} as const

export type MailTexts = typeof mailTexts
