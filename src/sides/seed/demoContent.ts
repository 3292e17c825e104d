/**
 * Demo content for a fictional campus in Colombo: every collection and global
 * is filled, so each page and each /v1 reply has something to show. All names,
 * numbers and addresses are invented. Each site area's content is in
 * areas/, loaded here in the admin sidebar's order.
 */
import type { Payload } from 'payload'

import { seedAbout } from './areas/about'
import { seedAcademics } from './areas/academics'
import { seedAlumni } from './areas/alumni'
import { seedCareersAndTraining } from './areas/careersAndTraining'
import { startDemoSeed } from './areas/demoSeed'
import { seedGalleryAndNews } from './areas/galleryAndNews'
import { seedHome } from './areas/home'
import { seedResearch } from './areas/research'
import { seedSiteAndContact } from './areas/siteAndContact'
import { seedStudentLife } from './areas/studentLife'
import { seedStudentSupport } from './areas/studentSupport'
import { seedDemoSubmissions } from './demoSubmissions'

export { CAMPUS } from './demoValues'

export async function seedDemoContent(payload: Payload, log: (message: string) => void = () => {}): Promise<void> {
  const seed = await startDemoSeed(payload, log)
  await seedHome(seed)
  await seedAbout(seed)
  await seedAcademics(seed)
  await seedStudentSupport(seed)
  await seedResearch(seed)
  await seedStudentLife(seed)
  await seedGalleryAndNews(seed)
  const alumniDegreeIds = await seedAlumni(seed)
  await seedCareersAndTraining(seed)
  await seedSiteAndContact(seed)
  log('Sample submissions')
  await seedDemoSubmissions(payload, alumniDegreeIds)
  log('Demo content ready')
}
