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
  const events = [
    ['Orientation 2026', '2026-03-05', 'Main Auditorium'],
    ['Annual Sports Meet', '2026-02-21', 'Colombo Grounds'],
    ['Career Fair', '2025-11-12', 'Campus Hall A'],
    ['New Year Festival', '2025-04-11', 'Campus Courtyard'],
    ['Research Symposium', '2025-09-23', 'Lecture Theatre 1'],
    ['Christmas Carols', '2025-12-18', 'Campus Courtyard'],
  ] as const
  for (const [index, [title, date, location]] of events.entries()) {
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
  for (const [index, sport_activity] of ['Cricket', 'Badminton', 'Chess', 'Netball'].entries()) {
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
