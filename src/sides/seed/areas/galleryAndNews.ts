import { GALLERY_ALBUMS, VIDEO_ALBUMS } from '../demoValues'
import { uploadVideo } from '../uploads'
import type { DemoSeed } from './demoSeed'

/** Gallery and news: photo and video albums, news. */
export async function seedGalleryAndNews({ payload, log, create, pick }: DemoSeed): Promise<void> {
  log('Gallery and news')
  for (const [index, album_name] of GALLERY_ALBUMS.entries()) {
    await create({ collection: 'gallery-albums', data: { album_name, images: pick(index * 3, 4) } })
  }
  await create({
    collection: 'video-albums',
    data: {
      album_name: VIDEO_ALBUMS[0],
      videos: [await uploadVideo(payload, 'campus-tour.mp4', 'Campus tour'), await uploadVideo(payload, 'sports-day.mp4', 'Sports day')],
    },
  })
  await create({
    collection: 'video-albums',
    data: { album_name: VIDEO_ALBUMS[1], videos: [await uploadVideo(payload, 'graduation.mp4', 'Graduation highlights')] },
  })
  const news = [
    ['Intake 2026 applications open', '2026-01-10'],
    ['Students win national case competition', '2025-11-28'],
    ['New business analytics laboratory opened', '2025-10-02'],
    ['Convocation 2025 celebrates 420 graduates', '2025-08-21'],
    ['Memorandum signed with regional business school', '2025-06-03'],
    ['Campus hosts audit and assurance forum', '2025-03-15'],
  ] as const
  for (const [index, [title, date]] of news.entries()) {
    await create({
      collection: 'news',
      data: {
        title,
        date: new Date(`${date}T10:00:00+05:30`).toISOString(),
        description: `${title}. The campus community marked the occasion with staff, students and partners. Read more about what this means for current and future students, and how to take part in the next events.`,
        images: pick(index + 5, 2),
      },
    })
  }
}
