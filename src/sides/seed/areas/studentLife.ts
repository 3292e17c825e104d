import { SPORTS, STUDENT_EVENTS } from '../demoValues'
import type { DemoSeed } from './demoSeed'

/** Student life: clubs, events and sports. */
export async function seedStudentLife({ log, create, pick }: DemoSeed): Promise<void> {
  log('Student life')
  for (const [index, club_name] of ['Accounting Society', 'Leo Club', 'Debating Society', 'Rotaract Club', 'Drama Circle'].entries()) {
    await create({
      collection: 'clubs',
      data: {
        club_name,
        description: `The ${club_name} brings students together through projects, competitions and service to the community. Members organise events each semester and welcome new students at orientation.`,
        images: pick(index * 2, 2),
      },
    })
  }
  for (const [index, [title, date, location]] of STUDENT_EVENTS.entries()) {
    await create({
      collection: 'student-events',
      data: {
        title,
        date: new Date(`${date}T09:00:00+05:30`).toISOString(),
        location,
        description: `${title} at ${location}. Students, staff and families joined a day of activities, talks and celebrations organised by the student council.`,
        images: pick(index + 3, index % 3 === 0 ? 1 : 3),
      },
    })
  }
  for (const [index, sport_activity] of SPORTS.entries()) {
    await create({
      collection: 'sports',
      data: {
        sport_activity,
        description: `Our ${sport_activity.toLowerCase()} team trains twice a week and competes in the inter-university championships. Beginners are welcome: equipment and coaching are provided by the sports unit.`,
        images: pick(index + 2, 2),
      },
    })
  }
}
