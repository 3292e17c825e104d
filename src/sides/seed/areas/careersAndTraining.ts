import { CAREER_HEADER } from '../demoValues'
import { logo, scene } from '../images'
import { uploadCsv, uploadImage, uploadPdf } from '../uploads'
import type { DemoSeed } from './demoSeed'

/** Careers and training: the careers header, training partners and training documents. */
export async function seedCareersAndTraining({ payload, log, create, updateGlobal }: DemoSeed): Promise<void> {
  log('Careers and training')
  await updateGlobal({
    slug: 'career-header',
    data: {
      ...CAREER_HEADER,
      image: await uploadImage(payload, 'careers.jpg', 'Students at the career fair', await scene('outdoors', 140, 1600, 700)),
    },
  })
  for (const [index, name] of ['Example Assurance Partners', 'Ceylon Sample Bank', 'Island Analytics', 'Harbour Logistics', 'Tea Country Exports'].entries()) {
    await create({
      collection: 'training-partners',
      data: {
        partner_name: name,
        logo: await uploadImage(payload, 'training-partner.png', `${name} logo`, await logo(name, 90 + index * 45)),
        url: `https://training${index + 1}.example.org`,
      },
    })
  }
  const trainingDocs = [
    { title: 'Internship Guidelines', file: await uploadPdf(payload, 'Internship Guidelines', ['Rules and expectations for the six-month internship.']) },
    { title: 'Training Agreement', file: await uploadPdf(payload, 'Training Agreement', ['Agreement between the student, the employer and the campus.']) },
    {
      title: 'Training Placement Schedule',
      file: await uploadCsv(payload, 'Training Placement Schedule', [
        ['Student group', 'Employer', 'Start date', 'End date'],
        ['Group A', 'Example Assurance Partners', '2026-01-05', '2026-06-30'],
        ['Group B', 'Ceylon Sample Bank', '2026-02-02', '2026-07-31'],
      ]),
    },
  ]
  for (const doc of trainingDocs) await create({ collection: 'training-documents', data: doc })
}
