'use client'

import { useEffect, useRef } from 'react'
import type React from 'react'

import { ControlIcon } from './ControlIcon'
import { useUiWords } from './uiWords'

/**
 * A modal window on the native <dialog>: it keeps focus inside, closes on
 * Escape, and gives focus back to what opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  size = 'lg',
  hideTitle = false,
  closeLabel,
}: {
  open: boolean
  onClose: () => void
  title: string
  children: React.ReactNode
  size?: 'md' | 'lg' | 'xl'
  hideTitle?: boolean
  /** The close button's name, in the page's language. */
  closeLabel?: string
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const words = useUiWords()
  const opener = useRef<Element | null>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const handleClose = () => {
      if (opener.current instanceof HTMLElement) opener.current.focus()
      onClose()
    }
    dialog.addEventListener('close', handleClose)
    return () => dialog.removeEventListener('close', handleClose)
  }, [onClose])

  const width = { md: 'max-w-lg', lg: 'max-w-3xl', xl: 'max-w-5xl' }[size]
  return (
    <dialog
      ref={ref}
      aria-label={title}
      className={`m-auto w-[calc(100%-2rem)] ${width} rounded-xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-950/70`}
      onClick={(event) => {
        if (event.target === ref.current) ref.current?.close()
      }}
    >
      {open ? (
        <div className="relative max-h-[85vh] overflow-y-auto p-5 sm:p-7">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 className={hideTitle ? 'sr-only' : 'text-xl font-bold text-brand-800'}>{title}</h2>
            <button
              type="button"
              onClick={() => ref.current?.close()}
              className="ml-auto rounded-full p-2 text-slate-600 hover:bg-slate-100"
              aria-label={closeLabel ?? words.close}
            >
              <ControlIcon name="close" className="h-6 w-6" />
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  )
}
