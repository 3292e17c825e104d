/**
 * A few fictional submissions, so staff opening the demo back office see how
 * applications (one with a stored document), alumni registrations and
 * inquiries look and can try statuses, search, filters and the CSV export.
 * None of them is accepted: the public alumni directory stays as seeded.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { fileStore } from '@/services/storage/fileStore'
import { DOCUMENTS_FOLDER } from '@/services/applicantFiles/places'

import { ALUMNI_PROGRAMMES, APPLIED_ACCOUNTING, DEGREES, DEMO_APPLICATIONS } from './demoValues'
import { makePdf } from './pdf'
import { seedContext } from './uploads'

const subjects = (grades: [string, string, string, string, string]) => [
  { subject: 'General English', grade: grades[0] },
  { subject: 'Common General Paper (New Syllabus)', grade: grades[1] },
  { subject: 'Accounting', grade: grades[2] },
  { subject: 'Business Studies', grade: grades[3] },
  { subject: 'Economics', grade: grades[4] },
]

/**
 * The degree as an application from the site names it: the record and, for the
 * back office's "Degree (as applied for)", its full title at the time.
 */
const appliedFor = (degree: (typeof DEGREES)[number]) => ({ degree: degree.id, degree_name: degree.degree_name })

/** The degree the second demo applicant chose. */
const ACCOUNTING_AND_FINANCE = DEGREES[2] as (typeof DEGREES)[number]

/** A small PDF put where applicants' documents live (disk or bucket), described as the upload handler would. */
async function demoReceipt(name: string) {
  const content = makePdf('Bank deposit slip (demo)', [`Depositor: ${name}`, 'Amount: Rs 1,250.00', 'This document is fictional.'])
  const storedName = `${randomUUID()}.pdf`
  await fileStore().put(`${DOCUMENTS_FOLDER}/${storedName}`, content, 'application/pdf')
  return { field: 'receipt', original_filename: 'deposit-slip.pdf', stored_name: storedName, mime_type: 'application/pdf', size: content.length }
}

export async function seedDemoSubmissions(payload: Payload, alumniDegreeIds: number[]): Promise<void> {
  const create = (collection: 'degree-applications' | 'alumni-registrations' | 'inquiries', data: Record<string, unknown>) =>
    payload.create({ collection, data: data as never, overrideAccess: true, context: seedContext() })

  await create('degree-applications', {
    reference: DEMO_APPLICATIONS[0],
    status: 'new',
    ...appliedFor(APPLIED_ACCOUNTING),
    week_type: 'Weekend',
    name_with_initials: 'S. M. Wickramasinghe',
    full_name: 'Sachini Madhavi Wickramasinghe',
    date_of_birth: '2005-06-02',
    nationality: 'Sri Lankan',
    nic: '200515401234',
    mailing_address: 'No. 3, Sample Lane, Maharagama',
    mobile_no: '+94770000101',
    home_no: '+94110000101',
    email_address: 'sachini.demo@example.com',
    al_school: 'Demo Girls’ College, Colombo',
    al_index_no: '4455667',
    al_year: '2024',
    al_stream: 'Commerce',
    al_medium: 'English',
    sl_al_details: subjects(['A', 'B', 'A', 'B', 'C']),
    ol_school: 'Demo Girls’ College, Colombo',
    ol_index_no: '9988776',
    ol_year: '2021',
    ol_maths_result: 'A',
    advertisement_media: 'Social Media',
    extra_curricular_activities: [{ activity: 'Netball', achievement: 'School team vice-captain', achievemnet_year: '2023' }],
    documents: [await demoReceipt('S. M. Wickramasinghe')],
  })
  await create('degree-applications', {
    reference: DEMO_APPLICATIONS[1],
    status: 'in_review',
    ...appliedFor(ACCOUNTING_AND_FINANCE),
    week_type: 'Weekday',
    name_with_initials: 'R. K. Nadarajah',
    full_name: 'Ravi Kumar Nadarajah',
    date_of_birth: '2004-11-19',
    nationality: 'Sri Lankan',
    nic: '200432401234',
    mailing_address: 'No. 21, Example Road, Wellawatte',
    mobile_no: '+94760000202',
    home_no: '+94110000202',
    email_address: 'ravi.demo@example.com',
    al_school: 'Sample Hindu College, Colombo',
    al_index_no: '3344556',
    al_year: '2023',
    al_stream: 'Combined Maths',
    al_medium: 'Tamil',
    sl_al_details: subjects(['B', 'C', 'A', 'B', 'B']),
    ol_school: 'Sample Hindu College, Colombo',
    ol_index_no: '8877665',
    ol_year: '2020',
    ol_maths_result: 'A',
    advertisement_media: 'Advertisement',
    advertised_paper: 'A fictional daily newspaper',
    staff_notes: 'Asked for the A/L certificate by e-mail.',
  })

  await create('alumni-registrations', {
    reference: 'ALM-2026-DEMO4C',
    status: 'new',
    name: 'Thilini Abeywardena',
    permanent_address: 'No. 9, Demo Gardens, Kandy',
    mobile_no: '+94770000303',
    personal_email: 'thilini.home@example.com',
    office_email: 'thilini@firm.example',
    nic_passport_no: '881234567V',
    designation: 'Finance Manager',
    official_address: 'Example Holdings PLC',
    degree_program: alumniDegreeIds[0],
    qualification_type: 'special',
    sab_academic_qualifications: `${ALUMNI_PROGRAMMES[0]?.program_name} (Special)`,
    year_of_enrollment: '2008',
    year_of_degree_obtained: '2012',
    sab_reg_no: 'REG-2008-117',
    intake: 'Intake 2019',
  })

  await create('inquiries', {
    reference: 'INQ-2026-DEMO5D',
    status: 'new',
    first_name: 'Nadeesha',
    surname: 'Gunasekara',
    contact_no: '+94770000404',
    email: 'nadeesha.demo@example.com',
    al_year: '2026',
    degree_program: APPLIED_ACCOUNTING.program_name,
    message: `Is there a weekend intake for the ${APPLIED_ACCOUNTING.program_name} next year, and can I pay the fee in instalments?`,
  })
  await create('inquiries', {
    reference: 'INQ-2026-DEMO6E',
    status: 'answered',
    first_name: 'Ishan',
    surname: 'Marikkar',
    contact_no: '+94760000505',
    email: 'ishan.demo@example.com',
    al_year: '2025',
    message: 'What are the entry requirements for students with London A/Ls?',
    staff_notes: 'Replied with the foreign qualification guidance.',
  })

  await seedDemoOutbox(payload)
}

/**
 * Two mails in the outbox, so an administrator trying the demo sees what a
 * sent mail and a given-up one look like, and can send the given-up one
 * again. Neither is waiting: a demo with SMTP_URL set sends nothing from them.
 */
async function seedDemoOutbox(payload: Payload): Promise<void> {
  const ago = (hours: number) => new Date(Date.now() - hours * 60 * 60_000).toISOString()
  const mail = (data: Record<string, unknown>) =>
    payload.create({
      collection: 'mail-outbox',
      data: { message_id: `<${randomUUID()}@campus.example>`, record_collection: 'inquiries', ...data } as never,
      overrideAccess: true,
      context: seedContext(),
    })
  await mail({
    state: 'sent',
    kind: 'acknowledgement',
    reference: 'INQ-2026-DEMO6E',
    to: 'ishan.demo@example.com',
    subject: 'We received your inquiry (INQ-2026-DEMO6E)',
    attempts: 1,
    retry_from: ago(30),
    sent_at: ago(30),
  })
  await mail({
    state: 'given_up',
    kind: 'acknowledgement',
    reference: 'INQ-2026-DEMO5D',
    to: 'nadeesha.demo@example.invalid',
    subject: 'We received your inquiry (INQ-2026-DEMO5D)',
    text: 'Dear Nadeesha,\n\nThank you for your inquiry. Our team will contact you shortly.\n\nYour reference number is INQ-2026-DEMO5D.',
    attempts: 1,
    retry_from: ago(2),
    last_error: 'The mail server refused this mail for good (550 EENVELOPE): check the address.',
  })
}
