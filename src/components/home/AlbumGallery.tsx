'use client'

import Image from 'next/image'
import { useState } from 'react'

import { ImageCarousel } from '@/components/ui/ImageCarousel'
import { Modal } from '@/components/ui/Modal'
import type { Album } from '@/content/home'
import { GALLERY_MAX_ALBUMS } from '@/lib/constants'

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
}: {
  albums: Album[]
  defaultName: string
  emptyText: string
  thumbnails?: boolean
  /** At most this many albums; the last one, when the limit is reached, is shown wide. */
  limit?: number
  wideLast?: boolean
}) {
  const [open, setOpen] = useState<Album | null>(null)
  const shown = albums.slice(0, limit)
  if (shown.length === 0) return <p className="text-center text-slate-600">{emptyText}</p>

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {shown.map((album, index) => {
          const wide = wideLast && index === limit - 1
          const cover = album.images[0]
          const name = album.album_name || defaultName
          return (
            <li key={album.album_id} className={wide ? 'col-span-2' : ''} data-album-tile={wide ? 'wide' : 'normal'}>
              <button
                type="button"
                onClick={() => setOpen(album)}
                className="group relative block w-full overflow-hidden rounded-xl bg-slate-200 text-left shadow"
                aria-label={`Open album ${name}`}
              >
                <span className={`relative block ${wide ? 'aspect-[2/1]' : 'aspect-square'}`}>
                  {cover ? (
                    <Image
                      src={cover.image_url}
                      alt=""
                      fill
                      sizes={wide ? '(min-width: 1024px) 66vw, 100vw' : '(min-width: 1024px) 33vw, 50vw'}
                      className="object-cover transition-transform duration-500 group-hover:scale-105"
                    />
                  ) : null}
                </span>
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/85 to-transparent p-3 pt-10 text-sm font-semibold text-white sm:text-base">
                  {name}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
      <Modal open={open !== null} onClose={() => setOpen(null)} title={open?.album_name || defaultName} size="xl">
        {open ? (
          <ImageCarousel
            label={open.album_name || defaultName}
            images={open.images.map((image, index) => ({ url: image.image_url, alt: image.alt || `${open.album_name} photo ${index + 1}` }))}
            thumbnails={thumbnails}
          />
        ) : null}
      </Modal>
    </>
  )
}
