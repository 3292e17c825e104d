import { CAMPUS, CONTACT, COPYRIGHT_YEAR, FEE_BANK, FOOTER_TAGLINE } from '../demoValues'
import { scene } from '../images'
import { uploadImage } from '../uploads'
import type { DemoSeed } from './demoSeed'

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
