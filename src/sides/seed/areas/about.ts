import { BOARD_PEOPLE, CAMPUS, LEADERS, VISION_MISSION } from '../demoValues'
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
      ...VISION_MISSION,
    },
  })
  const messages = [
    `Welcome to ${CAMPUS.name}. ${longMessage}`,
    'Every programme we offer is built with the employers who will hire our graduates. We invite you to visit, meet our lecturers and see how we teach.',
    `Our admissions team is here to help you choose a programme and complete your application. ${longMessage}`,
  ]
  const leaders = LEADERS.map((leader, index) => ({ ...leader, message: messages[index] as string }))
  for (const [index, leader] of leaders.entries()) {
    await create({ collection: 'leadership-messages', data: { ...leader, image: await person(leader.name, index * 70) } })
  }
  for (const [board, people] of Object.entries(BOARD_PEOPLE) as [keyof typeof BOARD_PEOPLE, [string, string][]][]) {
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
