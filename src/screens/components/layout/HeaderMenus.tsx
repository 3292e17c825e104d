'use client'

import { SiteLink } from '@/screens/components/ui/SiteLink'
import { usePathname } from 'next/navigation'
import { useEffect, useMemo, useRef, useState } from 'react'

import { ControlIcon } from '@/screens/components/ui/ControlIcon'
import { useLanguage } from '@/screens/components/ui/useLanguage'
import { activeNavPath, shownNavigation, type NavWords, type ShownNavItem } from '@/foundations/navigation'

/** The menus' own words, in the page's language (src/foundations/texts, `layout`). */
export type MenuLabels = { main: string; menu: string; openMenu: string; closeMenu: string }

/** The items in the page's language, from the words the server gave. */
function useItems(words: NavWords): ShownNavItem[] {
  const language = useLanguage()
  return useMemo(() => shownNavigation(language, words), [language, words])
}

/** From 1280 px: the top-level items with their dropdowns; the current page's item is underlined. */
export function DesktopNav({ words, labels }: { words: NavWords; labels: MenuLabels }) {
  const items = useItems(words)
  const active = activeNavPath(usePathname())
  return (
    <nav aria-label={labels.main} className="ml-auto hidden xl:block">
      {/* Sinhala and Tamil names are longer than English's: there, an item may take two lines. */}
      <ul className="flex items-center [&:not(:lang(en))>li>a]:max-w-32 [&:not(:lang(en))>li>a]:whitespace-normal [&:not(:lang(en))>li>a]:leading-tight">
        {items.map((item) => (
          <DesktopItem key={item.path} item={item} current={active === item.path} />
        ))}
      </ul>
    </nav>
  )
}

/** Below 1280 px: the menu button and the side panel it opens. */
export function PhoneMenu({ words, labels, serviceError }: { words: NavWords; labels: MenuLabels; serviceError: string }) {
  const items = useItems(words)
  const active = activeNavPath(usePathname())
  const [panelOpen, setPanelOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="rounded-md p-2 text-brand-800 hover:bg-brand-50 xl:hidden"
        aria-label={labels.openMenu}
        aria-expanded={panelOpen}
        aria-controls="side-panel"
        onClick={() => setPanelOpen(true)}
      >
        <ControlIcon name="menu" className="h-7 w-7" />
      </button>
      <SidePanel items={items} labels={labels} open={panelOpen} onClose={() => setPanelOpen(false)} active={active} serviceError={serviceError} />
    </>
  )
}

/** A top-level item: hovering or focusing it opens its dropdown; Escape closes it. */
function DesktopItem({ item, current }: { item: ShownNavItem; current: boolean }) {
  const [open, setOpen] = useState(false)
  const linkRef = useRef<HTMLAnchorElement>(null)
  // Escape returns focus to the item's link; that focus must not reopen the menu.
  const closedByEscape = useRef(false)
  const menuId = `menu-${item.path.replace(/\W+/g, '') || 'home'}`
  const hasMenu = item.anchors.length > 0

  useEffect(() => {
    const close = () => setOpen(false)
    window.addEventListener('anchor-navigate', close)
    return () => window.removeEventListener('anchor-navigate', close)
  }, [])

  return (
    <li
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => {
        if (closedByEscape.current) closedByEscape.current = false
        else setOpen(true)
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          closedByEscape.current = true
          setOpen(false)
          linkRef.current?.focus()
        }
      }}
    >
      <SiteLink
        ref={linkRef}
        href={item.href}
        aria-current={current ? 'page' : undefined}
        aria-haspopup={hasMenu ? 'true' : undefined}
        aria-expanded={hasMenu ? open : undefined}
        aria-controls={hasMenu ? menuId : undefined}
        className={`flex items-center gap-0.5 rounded px-1.5 py-2 text-[0.72rem] font-semibold whitespace-nowrap 2xl:px-2 2xl:text-[0.8rem] text-brand-900 hover:text-brand-600 ${
          current ? 'underline decoration-accent-500 decoration-[3px] underline-offset-8' : ''
        }`}
      >
        {item.label}
        {hasMenu ? <ControlIcon name="chevronDown" className="h-3.5 w-3.5" /> : null}
      </SiteLink>
      {hasMenu ? (
        <ul
          id={menuId}
          className={`absolute left-0 top-full min-w-60 rounded-lg border border-slate-200 bg-white py-2 shadow-xl ${open ? 'block' : 'hidden'}`}
        >
          {item.anchors.map((anchor) => (
            <li key={anchor.hash}>
              <SiteLink
                href={`${item.href}#${anchor.hash}`}
                className="block px-4 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700"
                onClick={() => setOpen(false)}
              >
                {anchor.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}

/** Below 1280 px: a panel sliding in from the right with the top-level items only. */
function SidePanel({
  items,
  labels,
  open,
  onClose,
  active,
  serviceError,
}: {
  items: ShownNavItem[]
  labels: MenuLabels
  open: boolean
  onClose: () => void
  active: string | undefined
  serviceError: string
}) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      id="side-panel"
      aria-label={labels.menu}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose()
      }}
      className="ml-auto mr-0 h-full max-h-none w-80 max-w-[85vw] bg-white p-0 backdrop:bg-slate-950/60 open:animate-[slide-in_250ms_ease-out] xl:hidden"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
        <span className="font-bold text-brand-800">{labels.menu}</span>
        <button type="button" onClick={onClose} className="rounded-md p-2 text-brand-800 hover:bg-brand-50" aria-label={labels.closeMenu}>
          <ControlIcon name="close" className="h-6 w-6" />
        </button>
      </div>
      <nav aria-label={labels.main}>
        <ul className="py-2">
          {items.map((item) => (
            <li key={item.path}>
              <SiteLink
                href={item.href}
                aria-current={active === item.path ? 'page' : undefined}
                onClick={onClose}
                className={`block px-5 py-3 font-semibold text-brand-900 hover:bg-brand-50 ${
                  active === item.path ? 'underline decoration-accent-500 decoration-[3px] underline-offset-8' : ''
                }`}
              >
                {item.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      {serviceError ? (
        <p role="alert" className="px-5 text-sm text-error">
          {serviceError}
        </p>
      ) : null}
    </dialog>
  )
}
