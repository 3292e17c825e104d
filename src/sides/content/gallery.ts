/** Gallery and news reads: photo albums, video albums, news. */
import { payloadClient } from '@/model/payloadClient'

import { cached } from './cachedRead'
import { toAlbum, type Album } from './home'
import { fileRefs, findAll, imageUrls } from './records'

export const getGalleryAlbums = cached('gallery.albums', ['gallery-albums', 'media'], async (): Promise<Album[]> =>
  (await findAll(await payloadClient(), 'gallery-albums')).map(toAlbum),
)

export type VideoAlbum = { album_id: number; album_name: string; videos: { video_id: number; video_url: string; title: string }[] }

export const getVideoAlbums = cached('gallery.videos', ['video-albums', 'videos'], async (): Promise<VideoAlbum[]> =>
  (await findAll(await payloadClient(), 'video-albums')).map((doc) => ({
    album_id: doc.id,
    album_name: doc.album_name ?? '',
    videos: fileRefs(doc.videos).map((video) => ({ video_id: video.id, video_url: video.url, title: video.name })),
  })),
)

export type NewsItem = { id: number; title: string; description: string; date: string; images: string[] }

export const getNews = cached('gallery.news', ['news', 'media'], async (): Promise<NewsItem[]> =>
  (await findAll(await payloadClient(), 'news')).map((doc) => ({
    id: doc.id,
    title: doc.title ?? '',
    description: doc.description ?? '',
    date: doc.date,
    images: imageUrls(doc.images),
  })),
)
