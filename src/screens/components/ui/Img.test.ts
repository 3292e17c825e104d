import { getImageProps } from 'next/image'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { compact, focusOf, listPictures, withFocus } from './Img'
import { Picture } from './Picture'

/** The <img> next/image would render, and the one Picture renders from the compact form. */
function both(props: Parameters<typeof getImageProps>[0]) {
  const full = getImageProps(props).props
  const small = compact(full, Boolean(props.fill))
  const html = renderToStaticMarkup(createElement(Picture, small))
  const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(html)?.[1]?.replaceAll('&amp;', '&')
  return { full, small, attribute }
}

describe('the compact picture', () => {
  it('gives a picture that fills its box the same srcset, sizes and address as next/image', () => {
    const { full, small, attribute } = both({ src: '/api/media/file/a.jpg', alt: 'Campus', fill: true, sizes: '(min-width: 1024px) 33vw, 100vw' })
    expect(small.template).toContain('{w}')
    expect(attribute('srcSet')).toBe(full.srcSet)
    expect(attribute('sizes')).toBe(full.sizes)
    expect(attribute('src')).toBe(full.src)
    expect(attribute('style')).toContain('position:absolute')
  })

  it('gives a picture of fixed size its 1x and 2x addresses and its width and height', () => {
    const { full, small, attribute } = both({ src: '/api/media/file/b.png', alt: '', width: 160, height: 160 })
    expect(small.density).toBe(true)
    expect(attribute('srcSet')).toBe(full.srcSet)
    expect(attribute('width')).toBe('160')
    expect(attribute('height')).toBe('160')
  })

  it('carries much less than the whole srcset', () => {
    const { full, small } = both({ src: '/api/media/file/c.jpg', alt: '', fill: true, sizes: '100vw' })
    expect(JSON.stringify(small).length).toBeLessThan(JSON.stringify(full).length / 2)
  })

  it('passes a picture the optimizer does not resize as it is', () => {
    const { full, small, attribute } = both({ src: '/logo.svg', alt: 'Logo', width: 48, height: 48 })
    expect(small.template).toBeUndefined()
    expect(attribute('src')).toBe(full.src)
  })
})

describe("a list's pictures", () => {
  const items = [{ url: '' }, { url: '/a.jpg' }, { url: '/b.jpg' }]

  it('gives the first item that has a picture the loading the page asks for, and leaves the rest lazy', () => {
    const loading = listPictures(items, (item) => item.url, 'priority')
    expect(items.map((_, index) => loading(index))).toEqual([{}, { priority: true }, {}])
    expect(listPictures(items, (item) => item.url, 'eager')(1)).toEqual({ eager: true })
  })

  it('leaves a picture beyond the items in view lazy, as a carousel whose first slide has none', () => {
    expect(items.map((_, index) => listPictures(items, (item) => item.url, 'priority', 1)(index))).toEqual([{}, {}, {}])
    expect(items.map((_, index) => listPictures(items, (item) => item.url, 'priority', 2)(index))).toEqual([{}, { priority: true }, {}])
  })

  it('leaves every picture lazy when the list is not on the first screen', () => {
    const loading = listPictures(items, (item) => item.url, undefined)
    expect(items.map((_, index) => loading(index))).toEqual([{}, {}, {}])
  })
})

describe("a picture's focal point", () => {
  const focus = { '/api/media/file/left.jpg': '10% 40%' }

  it('keeps the point in view when the picture is cut to its box, and leaves other pictures as they were', () => {
    const html = (src: string) =>
      renderToStaticMarkup(createElement(Picture, { ...compact(getImageProps({ src, alt: '', fill: true, sizes: '100vw' }).props, true), position: focusOf(focus, src) }))
    expect(html('/api/media/file/left.jpg')).toContain('object-position:10% 40%')
    expect(html('/api/media/file/left.jpg')).toContain('position:absolute')
    expect(html('/api/media/file/other.jpg')).not.toContain('object-position')
  })

  it("gives a window's pictures only their own points", () => {
    const pictures = [
      { url: '/api/media/file/left.jpg', alt: 'Left' },
      { url: '/api/media/file/other.jpg', alt: 'Other' },
    ]
    expect(withFocus(pictures, focus)).toEqual([{ url: '/api/media/file/left.jpg', alt: 'Left', position: '10% 40%' }, pictures[1]])
    expect(withFocus(pictures, undefined)).toEqual(pictures)
  })
})
