import { type ComponentType, lazy, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

import { loadOnce } from '@/foundations/loadOnce'

import { FormShownSince } from '@/screens/components/forms/useFilledForm'

/** What a visitor put into the server's copy of the form before its code ran. */
type Carried = { values: [name: string, value: string][]; focused: string | null; submit: boolean }

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const fieldsOf = (box: HTMLElement) =>
  [...box.querySelectorAll<Field>('input[name], select[name], textarea[name]')].filter((field) => !(field instanceof HTMLInputElement && ['file', 'checkbox', 'radio', 'hidden'].includes(field.type)))

function capture(box: HTMLElement, submit: boolean): Carried {
  const active = document.activeElement
  return {
    values: fieldsOf(box).map((field) => [field.name, field.value]),
    focused: active instanceof HTMLElement && box.contains(active) ? (active.getAttribute('name') ?? active.id) || null : null,
    submit,
  }
}

/**
 * Gives the live form what the visitor typed into the server's copy. The
 * value goes through the element's own setter and an input event, as typing
 * does, so the form's state (react-hook-form's) takes it.
 */
function restore(box: HTMLElement, { values, focused, submit }: Carried) {
  const live = new Map(fieldsOf(box).map((field) => [field.name, field]))
  for (const [name, value] of values) {
    const field = live.get(name)
    if (!field || field.value === value) continue
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
    field.dispatchEvent(new Event('change', { bubbles: true }))
  }
  if (focused) (live.get(focused) ?? box.querySelector<HTMLElement>(`#${CSS.escape(focused)}`))?.focus()
  if (submit) box.querySelector('form')?.requestSubmit()
}

/** Tells the visitor, in the copy's status line, that their submit did nothing: the form's code could not be fetched. */
function tellNotLoaded(box: HTMLElement, text: string) {
  const status = box.querySelector('[role="status"]')
  if (!status) return
  const message = document.createElement('p')
  message.className = 'mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800'
  message.textContent = text
  status.replaceChildren(message)
}

/**
 * A form below the first screen, made from a loader of its component: the
 * server renders the form in the page, but the browser fetches the form's
 * code only when the visitor comes near it (200 px from the screen), or
 * moves into it, or sends it. Until then the page loads and hydrates
 * without it, so the page costs no more than the markup.
 *
 * On the client, the first render keeps the server's markup untouched (an
 * empty inner HTML that React does not compare while hydrating). Once the
 * form is reached and its code has arrived, the live form replaces the copy
 * with the same markup, and gets what was typed, the focus and a pending
 * submit from the copy it replaces. Reached by a link, the page has no
 * server markup: the live form is shown as soon as its code is there.
 *
 * The swap never falls inside a press or a tap: a click whose press and
 * release landed on two different forms would be lost. So it is rendered
 * at once (flushSync), in the task that decided it, after the click.
 *
 * The result is a client component; the file that calls this one says
 * 'use client', and the loader is an `import()` there, so the form's code
 * is a chunk of its own that the page does not list.
 */
export function formWhenReached<Props extends { words: { formNotLoaded: string } }>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const fetchForm = loadOnce(load)
  let loaded: ComponentType<Props> | undefined
  const arrived = () => fetchForm().then((form) => (loaded = form))
  // The server waits for the module with no boundary around it, so the form is written in place.
  const OnTheServer = lazy(() => fetchForm().then((form) => ({ default: form })))

  function FormWhenReached(props: Props) {
    const [Live, setLive] = useState<ComponentType<Props> | null>(null)
    const box = useRef<HTMLDivElement>(null)
    const carried = useRef<Carried | null>(null)
    // Set when the live form takes the place of the server's copy, which the page showed from its start.
    const [shownSince, setShownSince] = useState<number>()

    // What a submit says when the form's code could not be fetched, in the page's language.
    const notLoaded = props.words.formNotLoaded
    useEffect(() => {
      const copy = box.current
      if (Live || !copy) return
      let reached = false
      let pressed = false
      let submitted = false
      let later: ReturnType<typeof setTimeout> | undefined
      const swap = () => {
        if (!reached || !loaded || pressed || carried.current) return
        carried.current = capture(copy, submitted)
        const form = loaded
        flushSync(() => {
          setShownSince(performance.timeOrigin)
          setLive(() => form)
        })
      }
      // After the task in hand, which may still dispatch the click of a press or a tap.
      const swapAfterThisTask = () => {
        clearTimeout(later)
        later = setTimeout(swap, 0)
      }
      // A failed fetch leaves the copy in place, and says so if it was sent; the next focus or submit asks again.
      const reach = () => {
        reached = true
        arrived().then(swapAfterThisTask, () => submitted && tellNotLoaded(copy, notLoaded))
      }
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reach(), { rootMargin: '200px 0px' })
      observer.observe(copy)
      const onPress = () => (pressed = true)
      const onRelease = () => {
        if (!pressed) return
        pressed = false
        swapAfterThisTask()
      }
      // The server's copy has no action of its own: sent now, it would put the answers in the address.
      const onSubmit = (event: Event) => {
        event.preventDefault()
        submitted = true
        reach()
      }
      copy.addEventListener('pointerdown', onPress)
      window.addEventListener('pointerup', onRelease, true)
      window.addEventListener('pointercancel', onRelease, true)
      copy.addEventListener('focusin', reach)
      copy.addEventListener('submit', onSubmit)
      return () => {
        clearTimeout(later)
        observer.disconnect()
        copy.removeEventListener('pointerdown', onPress)
        window.removeEventListener('pointerup', onRelease, true)
        window.removeEventListener('pointercancel', onRelease, true)
        copy.removeEventListener('focusin', reach)
        copy.removeEventListener('submit', onSubmit)
      }
    }, [Live, notLoaded])

    useLayoutEffect(() => {
      if (!box.current) return
      if (!Live && !box.current.firstChild) {
        // Reached by a link, the page has no server markup to keep: show the live form as soon as it can be.
        if (loaded) setLive(() => loaded!)
        else {
          let gone = false
          arrived().then((form) => gone || setLive(() => form), () => {})
          return () => {
            gone = true
          }
        }
      }
      if (!Live || !carried.current) return
      restore(box.current, carried.current)
      carried.current = null
    }, [Live])

    if (Live) {
      return (
        <div key="live" ref={box}>
          <FormShownSince.Provider value={shownSince}>
            <Live {...props} />
          </FormShownSince.Provider>
        </div>
      )
    }
    if (typeof window === 'undefined') {
      return (
        <div key="copy">
          <OnTheServer {...props} />
        </div>
      )
    }
    return <div key="copy" ref={box} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
  }
  return FormWhenReached
}
