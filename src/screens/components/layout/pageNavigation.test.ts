import { describe, expect, it } from 'vitest'

import { type LinkClick, startsPageNavigation } from './pageNavigation'

const here = new URL('https://campus.example/about-us')
const click = (overrides: Partial<LinkClick>): LinkClick => ({ button: 0, modified: false, href: '/contact-us', target: null, download: false, ...overrides })

describe('which link clicks show the loading image', () => {
  it('a plain click on a link to another page of the site', () => {
    expect(startsPageNavigation(click({}), here)).toBe(true)
    expect(startsPageNavigation(click({ href: 'https://campus.example/' }), here)).toBe(true)
    expect(startsPageNavigation(click({ target: '_self' }), here)).toBe(true)
    expect(startsPageNavigation(click({ href: '/academics#degrees' }), here)).toBe(true)
  })

  it('not a link that opens elsewhere, downloads, or is clicked with a modifier or another button', () => {
    expect(startsPageNavigation(click({ target: '_blank' }), here)).toBe(false)
    expect(startsPageNavigation(click({ download: true }), here)).toBe(false)
    expect(startsPageNavigation(click({ modified: true }), here)).toBe(false)
    expect(startsPageNavigation(click({ button: 1 }), here)).toBe(false)
    expect(startsPageNavigation(click({ href: null }), here)).toBe(false)
  })

  it('not another site, a mail or phone link, or a page loaded whole (a query string)', () => {
    expect(startsPageNavigation(click({ href: 'https://lipa.example/' }), here)).toBe(false)
    expect(startsPageNavigation(click({ href: 'mailto:info@campus.example' }), here)).toBe(false)
    expect(startsPageNavigation(click({ href: 'tel:+94110000000' }), here)).toBe(false)
    expect(startsPageNavigation(click({ href: '/programs?id=3' }), here)).toBe(false)
  })

  it('not a link to a section of the page in view', () => {
    expect(startsPageNavigation(click({ href: '#vision' }), here)).toBe(false)
    expect(startsPageNavigation(click({ href: '/about-us#vision' }), here)).toBe(false)
  })
})
