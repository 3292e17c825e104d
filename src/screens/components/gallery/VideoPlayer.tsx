'use client'

import { useEffect, useRef, useState } from 'react'

import { ControlIcon } from '@/screens/components/ui/ControlIcon'
import type { VideoAlbum } from '@/sides/content/gallery'
import { useUiWords } from '@/screens/components/ui/uiWords'

/** One video of an album at a time; changing video stops the one playing. */
export function VideoPlayer({ album }: { album: VideoAlbum }) {
  const words = useUiWords()
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(false)
  const video = useRef<HTMLVideoElement>(null)
  const count = album.videos.length

  // A new slide starts stopped: the element of the last one is replaced, and playback state with it.
  useEffect(() => {
    video.current?.pause()
  }, [index])

  if (count === 0) return <p className="text-slate-600">{words.noVideos}</p>
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
            {playing ? words.pause : words.play}
          </button>
          {count > 1 ? (
            <>
              <button type="button" onClick={() => move(-1)} aria-label={words.previousVideo} className="rounded-full border border-brand-100 p-2 text-brand-800 hover:bg-brand-50">
                <ControlIcon name="chevronLeft" />
              </button>
              <span className="text-sm text-slate-600">
                {index + 1} / {count}
              </span>
              <button type="button" onClick={() => move(1)} aria-label={words.nextVideo} className="rounded-full border border-brand-100 p-2 text-brand-800 hover:bg-brand-50">
                <ControlIcon name="chevronRight" />
              </button>
            </>
          ) : null}
        </div>
      </div>
    </div>
  )
}
