import { type FirstPicture, Img, listPictures, withFocus } from '@/screens/components/ui/Img'
import { LazyWindowImages } from '@/screens/components/ui/LazyWindowImages'
import { ModalButton } from '@/screens/components/ui/ModalButton'
import type { Album } from '@/sides/content/home'
import type { PictureFocus } from '@/sides/content/pictureFocus'
import { GALLERY_MAX_ALBUMS } from '@/foundations/listSizes'
import { fill, type SiteTexts } from '@/foundations/texts'
import { untranslated } from '@/screens/components/ui/untranslated'

/**
 * The album grid (§2.4): at most 8 albums, the 8th shown wide with its first
 * image and its name. Opening an album shows its pictures one at a time.
 */
export function AlbumGallery({
  albums,
  defaultName,
  emptyText,
  thumbnails = false,
  limit = GALLERY_MAX_ALBUMS,
  wideLast = true,
  first,
  focus,
  texts,
}: {
  albums: Album[]
  defaultName: string
  emptyText: string
  thumbnails?: boolean
  /** At most this many albums; the last one, when the limit is reached, is shown wide. */
  limit?: number
  wideLast?: boolean
  /** How the first cover loads when the grid is on the first screen (lazy otherwise). */
  first?: FirstPicture
  /** The focal points of the pictures, kept in view in the tiles and windows. */
  focus?: PictureFocus
  /** The page's words: the album buttons' names and the pictures' alt. */
  texts: SiteTexts
}) {
  const shown = albums.slice(0, limit)
  if (shown.length === 0) return <p className="text-center text-slate-600">{emptyText}</p>
  const loading = listPictures(shown, (album) => album.images[0], first)

  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
      {shown.map((album, index) => {
        const wide = wideLast && index === limit - 1
        const cover = album.images[0]
        const name = album.album_name || defaultName
        const pictures = withFocus(album.images.map((image, number) => ({ url: image.image_url, alt: image.alt || fill(texts.labels.albumPhoto, { name: album.album_name, number: number + 1 }) })), focus)
        return (
          <li key={album.album_id} className={wide ? 'col-span-2' : ''} data-album-tile={wide ? 'wide' : 'normal'}>
            <ModalButton
              title={name}
              size="xl"
              label={fill(texts.labels.openAlbum, { name })}
              className="group relative block w-full overflow-hidden rounded-xl bg-slate-200 text-left shadow"
              content={<LazyWindowImages label={name} images={pictures} thumbnails={thumbnails} />}
            >
              <span className={`relative block ${wide ? 'aspect-[2/1]' : 'aspect-square'}`}>
                {cover ? (
                  <Img
                    src={cover.image_url}
                    {...loading(index)}
                    alt=""
                    fill
                    focus={focus}
                    sizes={wide ? '(min-width: 1024px) 66vw, 100vw' : '(min-width: 1024px) 33vw, 50vw'}
                    className="object-cover transition-transform duration-500 group-hover:scale-105"
                  />
                ) : null}
              </span>
              <span {...untranslated(name, texts.language.code)} className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/85 to-transparent p-3 pt-10 text-sm font-semibold text-white sm:text-base">
                {name}
              </span>
            </ModalButton>
          </li>
        )
      })}
    </ul>
  )
}
