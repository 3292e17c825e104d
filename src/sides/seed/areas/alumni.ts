import { ALUMNI_NEWS, ALUMNI_PROGRAMMES } from '../demoValues'
import { richText } from '../richText'
import type { DemoSeed } from './demoSeed'

/** Alumni: overview, news, albums, degree programmes with their intakes, and the directory. Returns the alumni degree programmes' ids, which the sample registrations name. */
export async function seedAlumni({ log, create, updateGlobal, pick }: DemoSeed): Promise<number[]> {
  log('Alumni')
  await updateGlobal({
    slug: 'alumni-overview',
    data: {
      vision: 'A lifelong community of LIPA graduates who lead with integrity and support each other and the next generation.',
      mission: 'To keep graduates connected with the campus and each other through mentoring, events and professional development.',
      goals: 'Mentor every final-year student, fund ten scholarships a year and host four networking events annually.',
    },
  })
  for (const [index, title] of ALUMNI_NEWS.entries()) {
    await create({
      collection: 'alumni-news',
      data: {
        title,
        date: new Date(Date.UTC(2025, 10 - index * 2, 14)).toISOString(),
        description: richText(
          `${title}. ${Array.from({ length: 4 }, () => 'Graduates from every intake came together to share their experience and support current students.').join(' ')}`,
        ),
        expanded_content: richText('Members of the alumni association can take part by contacting the alumni office.'),
        images: pick(index + 8, index % 2 === 0 ? 2 : 1),
      },
    })
  }
  for (const [index, album_name] of ['Alumni Dinner 2025', 'Mentor Day', 'Homecoming'].entries()) {
    await create({ collection: 'alumni-albums', data: { album_name, images: pick(index * 4 + 1, 3) } })
  }
  const alumniDegreeIds: number[] = []
  for (const { program_name, intakes } of ALUMNI_PROGRAMMES) {
    const degree = (await create({ collection: 'degree-program-names', data: { program_name } })).id
    alumniDegreeIds.push(degree)
    for (const alumni_intake of intakes) await create({ collection: 'alumni-intakes', data: { alumni_intake, degree } })
  }
  const firstNames = ['Amal', 'Chathura', 'Dinithi', 'Fazeena', 'Gayan', 'Hasini', 'Imran', 'Janani', 'Kasun', 'Lakmini', 'Madhawa', 'Nuwani', 'Oshadha', 'Pavithra', 'Ravindu', 'Sajini', 'Tharindu', 'Udeshika']
  const lastNames = ['Perera', 'Silva', 'Fernando', 'Jayasinghe', 'Bandara', 'Rathnayake', 'Mohamed', 'Kumar']
  const titles = ['Senior Accountant', 'Financial Analyst', 'Audit Senior', 'Data Analyst', 'Finance Manager', 'Business Consultant']
  const companies = ['Example Holdings PLC', 'Ceylon Sample Bank', 'Demo Assurance Partners', 'Island Analytics (Pvt) Ltd', '']
  for (let index = 0; index < 34; index += 1) {
    await create({
      collection: 'alumni-directory',
      data: {
        name: `${firstNames[index % firstNames.length]} ${lastNames[(index * 5) % lastNames.length]}`,
        designation: index % 11 === 10 ? '' : titles[index % titles.length],
        sab_academic_qualifications: `${['BSc Applied Accounting', 'B.Mgt Business Analytics', 'BSc Accounting and Finance'][index % 3]} (${index % 4 === 0 ? 'Special' : 'General'})`,
        intake: `Intake ${2015 + (index % 8)}`,
        official_address: companies[index % companies.length],
      },
    })
  }
  return alumniDegreeIds
}
