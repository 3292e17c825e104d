import { COUNSELLORS, SERVICE_LINKS } from '../demoValues'
import { poster } from '../images'
import { uploadImage, uploadPdf } from '../uploads'
import type { DemoSeed } from './demoSeed'

/** Student support: service links, counsellors, flyers and job vacancies. */
export async function seedStudentSupport({ payload, log, create }: DemoSeed): Promise<void> {
  log('Student support')
  const helpDeskGuide = await uploadPdf(payload, 'IT Help Desk Guide', ['How to reach the IT help desk, report a problem and reset your password.'])
  for (const service of SERVICE_LINKS) {
    await create({
      collection: 'service-links',
      data: { ...service, file: service.category === 'help-desk' ? helpDeskGuide : undefined },
    })
  }
  for (const [name, designation, tele] of COUNSELLORS) {
    await create({
      collection: 'counsellors',
      data: { name, designation, tele, email: `${name.split(' ').slice(-1)[0]?.toLowerCase()}.counselling@lipa-campus.example` },
    })
  }
  for (const [index, title] of ['Open Day 2026', 'Scholarship Applications', 'Internship Fair', 'Wellbeing Week'].entries()) {
    await create({
      collection: 'flyers',
      data: { title, image: await uploadImage(payload, 'flyer.jpg', `${title} flyer`, await poster(title, 'LIPA Business School, Colombo 04', 20 + index * 60)) },
    })
  }
  for (const [job_title, platform_name] of [
    ['Trainee Accountant', 'TopJobs'],
    ['Junior Data Analyst', 'LinkedIn'],
    ['Audit Associate', 'Company website'],
    ['HR Intern', 'TopJobs'],
    ['Finance Executive', 'LinkedIn'],
  ] as const) {
    await create({
      collection: 'jobs',
      data: { job_title, platform_name, url: `https://jobs.example.org/${job_title.toLowerCase().replace(/ /g, '-')}` },
    })
  }
}
