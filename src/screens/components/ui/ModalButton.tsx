'use client'

import { useCallback, useState } from 'react'
import type React from 'react'
import { createPortal } from 'react-dom'

import { Modal } from './Modal'

/**
 * A button that opens a window. Both the button's face and the window's
 * content come rendered from the server; this holds only whether it is open.
 * The window is made at the first opening, at the end of the page: a button
 * inside a carousel must not have the carousel's drag and focus handling
 * around its window.
 */
export function ModalButton({
  title,
  closeLabel,
  content,
  children,
  size,
  label,
  className,
}: {
  /** The window's name. */
  title: string
  /** The window's close button, named in the page's language. */
  closeLabel?: string
  content: React.ReactNode
  children: React.ReactNode
  size?: 'md' | 'lg' | 'xl'
  /** The button's name when its face is not text (a picture). */
  label?: string
  className?: string
}) {
  const [open, setOpen] = useState(false)
  const [made, setMade] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={label}
        onClick={() => {
          setMade(true)
          setOpen(true)
        }}
        className={className}
      >
        {children}
      </button>
      {made
        ? createPortal(
            <Modal open={open} onClose={close} title={title} size={size} closeLabel={closeLabel}>
              {content}
            </Modal>,
            document.body,
          )
        : null}
    </>
  )
}
