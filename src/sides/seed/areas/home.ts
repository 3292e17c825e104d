import { HOME_ALBUMS, HOME_SLIDES, PARTNERS, WELCOME_STATS } from '../demoValues'
import { logo, poster, scene, type SceneKind } from '../images'
import { uploadImage } from '../uploads'
import type { DemoSeed } from './demoSeed'

/** The home page: slides, accreditation partners, albums, welcome text and popup. */
export async function seedHome({ payload, log, create, updateGlobal, pick }: DemoSeed): Promise<void> {
  log('Home')
  const slideKinds: SceneKind[] = ['campus', 'hall', 'library', 'lab', 'outdoors']
  for (const [index, caption] of HOME_SLIDES.entries()) {
    const image = await uploadImage(payload, `slide-${index + 1}.jpg`, caption, await scene(slideKinds[index % slideKinds.length] as SceneKind, 200 + index * 31, 1600, 700))
    await create({ collection: 'slider-images', data: { image, caption } })
  }
  for (const [index, name] of PARTNERS.entries()) {
    const image = await uploadImage(payload, `partner-${index + 1}.png`, `${name} logo`, await logo(name, index * 57))
    await create({
      collection: 'partners',
      data: { partner_name: name, logo: image, url: `https://partner${index + 1}.example.org` },
    })
  }
  for (const [index, name] of HOME_ALBUMS.entries()) {
    await create({ collection: 'home-albums', data: { album_name: name, images: pick(index, 3) } })
  }
  await updateGlobal({
    slug: 'welcome-section',
    data: {
      welcome_message:
        'For more than two decades our campus has prepared accountants, analysts and managers for careers in Sri Lanka and abroad. Our degrees combine university-level study with the professional qualification of the Institute, taught by lecturers who practise what they teach.',
      ...WELCOME_STATS,
    },
  })
  const popup = await uploadImage(
    payload,
    'popup.jpg',
    'Intake 2026 now open: apply for BSc Applied Accounting and B.Mgt Business Analytics',
    await poster('Intake 2026 Now Open', 'BSc Applied Accounting · B.Mgt Business Analytics', 215),
  )
  await updateGlobal({ slug: 'popup-image', data: { enabled: true, image: popup } })
}
