'use client'

import { useEffect, useRef, useState } from 'react'

import { Icon } from '@/components/ui/Icon'
import { Modal } from '@/components/ui/Modal'
import type { VideoAlbum } from '@/content/gallery'
import { MESSAGES } from '@/lib/messages'

/** Video albums: a window shows one video at a time; changing video stops the one playing. */
export function VideoGallery({ albums }: { albums: VideoAlbum[] }) {
  const [open, setOpen] = useState<VideoAlbum | null>(null)
  return (
    <>
      <ul className="grid grid-cols-1 gap-4 xs:grid-cols-2 lg:grid-cols-3">
        {albums.map((album) => (
          <li key={album.album_id}>
            <button
              type="button"
              onClick={() => setOpen(album)}
              className="flex w-full items-center gap-4 rounded-2xl bg-brand-900 p-5 text-left text-white shadow hover:bg-brand-800"
              aria-label={`Open video album ${album.album_name}`}
            >
              <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-accent-400 text-2xl text-brand-900" aria-hidden="true">
                ▶
              </span>
              <span>
                <span className="block text-lg font-bold">{album.album_name}</span>
                <span className="text-sm text-brand-100">{album.videos.length > 0 ? `${album.videos.length} video${album.videos.length === 1 ? '' : 's'}` : MESSAGES.noVideosInAlbum}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Modal open={open !== null} onClose={() => setOpen(null)} title={open?.album_name ?? ''} size="xl">
        {open ? <VideoPlayer album={open} /> : null}
      </Modal>
    </>
  )
}

function VideoPlayer({ album }: { album: VideoAlbum }) {
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(false)
  const video = useRef<HTMLVideoElement>(null)
  const count = album.videos.length

  // A new slide starts stopped: the element of the last one is replaced, and playback state with it.
  useEffect(() => {
    video.current?.pause()
  }, [index])

  if (count === 0) return <p className="text-slate-600">{MESSAGES.noVideos}</p>
  const current = album.videos[index]!
  const move = (step: number) => {
    video.current?.pause()
    setPlaying(false)
    setIndex((value) => (value + step + count) % count)
  }
  return (
    <div>
      <video
        key={current.video_id}
        ref={video}
        src={current.video_url}
        controls
        playsInline
        preload="metadata"
        className="aspect-video w-full rounded-lg bg-black"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        data-video-index={index}
      />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold text-brand-800">{current.title}</p>
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={() => (playing ? video.current?.pause() : void video.current?.play().catch(() => {}))}
            className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {playing ? 'Pause' : 'Play'}
          </button>
          {count > 1 ? (
            <>
              <button type="button" onClick={() => move(-1)} aria-label="Previous video" className="rounded-full border border-brand-100 p-2 text-brand-800 hover:bg-brand-50">
                <Icon name="chevronLeft" />
              </button>
              <span className="text-sm text-slate-600">
                {index + 1} / {count}
              </span>
              <button type="button" onClick={() => move(1)} aria-label="Next video" className="rounded-full border border-brand-100 p-2 text-brand-800 hover:bg-brand-50">
                <Icon name="chevronRight" />
              </button>
            </>
          ) : null}
        </div>
      </div>
    </div>
  )
}
