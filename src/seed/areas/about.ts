import { CAMPUS } from '../demoValues'
import { richText } from '../richText'
import { type DemoSeed, longMessage } from './demoSeed'

/** About Us: history, vision and mission, leadership messages and the three boards. */
export async function seedAbout({ log, create, updateGlobal, person }: DemoSeed): Promise<void> {
  log('About')
  await updateGlobal({
    slug: 'history',
    data: {
      description: richText(
        `The ${CAMPUS.body} opened its own campus in Colombo in 2001 to give school leavers a direct route into the accountancy profession.`,
        'What began with forty students in rented lecture rooms in Colombo 04 has grown into a business school of two campuses, two academic departments and six degree programmes.',
        {
          bullets: [
            '2001: first intake of the Diploma in Accounting',
            '2008: BSc Applied Accounting approved by the University Grants Commission',
            '2016: second campus opened in Colombo 04',
            '2021: B.Mgt Business Analytics launched',
          ],
        },
      ),
    },
  })
  await updateGlobal({
    slug: 'vision-mission',
    data: {
      vision: 'To be the most trusted school of accounting and business in South Asia.',
      mission:
        'To develop ethical, skilled and globally employable professionals through practice-led teaching, research and partnership with industry.',
    },
  })
  const leaders = [
    { message_type: "Chairman's Message", name: 'Mr. Nimal Perera', designation: 'Chairman, Board of Governors', message: `Welcome to ${CAMPUS.name}. ${longMessage}` },
    { message_type: "Director's Message", name: 'Prof. Anusha Wickramasinghe', designation: 'Director', message: 'Every programme we offer is built with the employers who will hire our graduates. We invite you to visit, meet our lecturers and see how we teach.' },
    { message_type: "Registrar's Message", name: 'Ms. Dilini Fernando', designation: 'Registrar', message: `Our admissions team is here to help you choose a programme and complete your application. ${longMessage}` },
  ]
  for (const [index, leader] of leaders.entries()) {
    await create({ collection: 'leadership-messages', data: { ...leader, image: await person(leader.name, index * 70) } })
  }
  const boardPeople: Record<'council-members' | 'management-members' | 'studies-members', [string, string][]> = {
    'council-members': [
      ['Mr. Ruwan Jayasuriya', 'President of the Institute'],
      ['Ms. Shalini Rajapaksha', 'Vice President'],
      ['Mr. Kamal Gunasekara', 'Council Member'],
      ['Dr. Fathima Rizwan', 'Council Member'],
      ['Mr. Suresh Thevarajah', 'Council Member'],
      ['Ms. Chamari de Silva', 'Council Member'],
    ],
    'management-members': [
      ['Prof. Anusha Wickramasinghe', 'Director'],
      ['Ms. Dilini Fernando', 'Registrar'],
      ['Mr. Pradeep Kumara', 'Bursar'],
      ['Dr. Harsha Bandara', 'Dean of Academic Affairs'],
      ['Ms. Roshini Nadarajah', 'Head of Student Affairs'],
      ['Mr. Asanka Herath', 'Head of Information Technology'],
    ],
    'studies-members': [
      ['Prof. Lalith Samarakoon', 'Chair, Board of Studies'],
      ['Dr. Ishara Madushani', 'Head, Department of Accounting and Finance'],
      ['Dr. Mohamed Nazeer', 'Head, Department of Business and Management'],
      ['Dr. Priyanka Ranasinghe', 'Senior Lecturer'],
      ['Mr. Thilina Weerasekara', 'Senior Lecturer'],
      ['Ms. Nadeesha Abeysekara', 'Industry Representative'],
    ],
  }
  for (const [board, people] of Object.entries(boardPeople) as [keyof typeof boardPeople, [string, string][]][]) {
    for (const [index, [name, designation]] of people.entries()) {
      await create({
        collection: board,
        data: {
          name,
          designation,
          image: await person(name, 120 + index * 40),
          biography: richText(
            `${name} serves as ${designation}. Before joining ${CAMPUS.abbreviation}, ${name.split(' ').slice(-1)[0]} spent fifteen years in audit, corporate finance and teaching.`,
            { bullets: ['Fellow member of the Institute', 'MBA, University of Colombo (fictional profile)'] },
          ),
        },
      })
    }
  }
}
