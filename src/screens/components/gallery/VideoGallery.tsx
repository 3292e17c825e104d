import { ModalButton } from '@/screens/components/ui/ModalButton'
import type { VideoAlbum } from '@/sides/content/gallery'
import type { Language } from '@/foundations/languages'
import { fill, type SiteTexts } from '@/foundations/texts'
import { untranslated } from '@/screens/components/ui/untranslated'

import { LazyVideoPlayer } from './LazyVideoPlayer'

/**
 * Video albums: a window shows one video at a time; changing video stops the
 * one playing. A button's name is its visible text (the album and its count),
 * so a visitor who speaks the label reaches it (WCAG 2.5.3).
 */
export function VideoGallery({ albums, pageMessages, words, language }: { albums: VideoAlbum[]; pageMessages: SiteTexts['messages']; words: SiteTexts['pages']['gallery']; language: Language }) {
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
              <span {...untranslated(album.album_name, language)} className="block text-lg font-bold">
                {album.album_name}
              </span>
              <span className="text-sm text-brand-100">{album.videos.length > 0 ? fill(album.videos.length === 1 ? words.videoOne : words.videoMany, { count: album.videos.length }) : pageMessages.noVideosInAlbum}</span>
            </span>
          </ModalButton>
        </li>
      ))}
    </ul>
  )
}
