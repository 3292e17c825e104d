import { ModalButton } from '@/screens/components/ui/ModalButton'
import type { VideoAlbum } from '@/sides/content/gallery'
import { PAGE_MESSAGES } from '@/foundations/pageMessages'

import { LazyVideoPlayer } from './LazyVideoPlayer'

/**
 * Video albums: a window shows one video at a time; changing video stops the
 * one playing. A button's name is its visible text (the album and its count),
 * so a visitor who speaks the label reaches it (WCAG 2.5.3).
 */
export function VideoGallery({ albums }: { albums: VideoAlbum[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 xs:grid-cols-2 lg:grid-cols-3">
      {albums.map((album) => (
        <li key={album.album_id}>
          <ModalButton
            title={album.album_name}
            size="xl"
            content={<LazyVideoPlayer album={album} />}
            className="flex w-full items-center gap-4 rounded-2xl bg-brand-900 p-5 text-left text-white shadow hover:bg-brand-800"
          >
            <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-accent-400 text-2xl text-brand-900" aria-hidden="true">
              ▶
            </span>
            <span>
              <span className="block text-lg font-bold">{album.album_name}</span>
              <span className="text-sm text-brand-100">{album.videos.length > 0 ? `${album.videos.length} video${album.videos.length === 1 ? '' : 's'}` : PAGE_MESSAGES.noVideosInAlbum}</span>
            </span>
          </ModalButton>
        </li>
      ))}
    </ul>
  )
}
