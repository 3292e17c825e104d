import { CAMPUS, CONTACT, COPYRIGHT_YEAR, FEE_BANK, FOOTER_TAGLINE, PRIVACY } from '../demoValues'
import { scene } from '../images'
import { richText } from '../richText'
import { uploadImage } from '../uploads'
import type { DemoSeed } from './demoSeed'

/**
 * The demo privacy notice: purposes and rights. The page adds how long data
 * is kept, from the settings' periods, and the data protection officer.
 */
const privacyNotice = richText(
  { heading: 'Who we are', tag: 'h2' },
  `${CAMPUS.name} ("we") decides how the personal data described here is used, and is responsible for it under Sri Lanka's Personal Data Protection Act, No. 9 of 2022.`,
  { heading: 'What we collect and why', tag: 'h2' },
  PRIVACY.purposes,
  {
    bullets: [
      'Degree applications: your name, NIC or passport number, contact details, examination results and the documents you upload, to assess your application, to contact you about it and, if you are accepted, to register you as a student.',
      'Alumni registrations: your contact details, degree, registration number and workplace, to confirm that you graduated from the campus, to list you in the alumni directory once your registration is accepted, and to keep in touch with you.',
      'Inquiries: your name, contact details and message, to answer your inquiry.',
    ],
  },
  'We do not sell your personal data or use it for advertising. Only the staff who handle a submission can see it.',
  { heading: 'Your rights', tag: 'h2' },
  'Under the Act you may ask us:',
  {
    bullets: [
      'whether we hold personal data about you, and for a copy of it;',
      'to correct data about you that is wrong or incomplete;',
      'to erase your data, for example when we no longer need it;',
      'to stop using your data when you withdraw your consent (what we did before you withdrew it stays lawful).',
    ],
  },
  'To use these rights, write to our data protection officer (below). We may ask you to confirm who you are before we act on a request. If you are not satisfied with our answer, you may complain to the Data Protection Authority of Sri Lanka.',
)

/** Site settings and the contact page. */
export async function seedSiteAndContact({ payload, log, updateGlobal }: DemoSeed): Promise<void> {
  log('Site settings')
  const shareImage = await uploadImage(payload, 'share.jpg', `${CAMPUS.name}, Colombo`, await scene('campus', 215, 1200, 630, CAMPUS.name))
  const mapUrl = 'https://www.openstreetmap.org/export/embed.html?bbox=79.8480%2C6.8850%2C79.8620%2C6.8990&layer=mapnik'
  await updateGlobal({
    slug: 'site-settings',
    data: {
      campus_name: CAMPUS.name,
      campus_abbreviation: CAMPUS.abbreviation,
      parent_body_name: CAMPUS.body,
      product_name: CAMPUS.product,
      default_description: `${CAMPUS.name} in Colombo, Sri Lanka: accounting, finance, management and business analytics degrees of the ${CAMPUS.body}.`,
      default_share_image: shareImage,
      footer_tagline: FOOTER_TAGLINE,
      copyright_year: COPYRIGHT_YEAR,
      addresses: CONTACT.addresses,
      phones: [{ number: CONTACT.phone }, { number: CONTACT.mobile }],
      email: CONTACT.email,
      parent_body_url: 'https://www.lipa-institute.example',
      map_embed_url: mapUrl,
      social: {
        instagram: 'https://www.instagram.com/lipa.campus.example',
        facebook: 'https://www.facebook.com/lipa.campus.example',
        linkedin: 'https://www.linkedin.com/school/lipa-campus-example',
        tiktok: 'https://www.tiktok.com/@lipa.campus.example',
      },
      postgraduate_mba_url: 'https://mba.lipa-partner-university.example',
      application_fee: 1250,
      fee_bank: FEE_BANK,
      // Left empty, the application pages give the contact e-mail above.
      admissions_email: null,
      live_chat_enabled: false,
      privacy_notice: privacyNotice,
      dpo_name: PRIVACY.dpo_name,
      dpo_email: PRIVACY.dpo_email,
      // The retention periods are left at their defaults (6, 24, 12 and 6 months).
    },
  })
  await updateGlobal({
    slug: 'contact-info',
    data: {
      address: CONTACT.address,
      phone_no: CONTACT.phone,
      email_address: CONTACT.email,
      map_embed_url: mapUrl,
    },
  })
}
