/**
 * Which pictures Home asks for first (issue: fast on a cheap phone): the
 * first slide of the banner is the largest picture of the first screen, so
 * it is preloaded from the head with high priority and never lazy; the
 * welcome popup's picture shows 1 s after a first visit, so it is fetched
 * early but with low priority, and is there when the popup opens.
 */
import { describe, expect, inject, it } from 'vitest'

const baseURL = inject('baseURL')

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]

describe("Home's pictures", () => {
  it('preloads the first slide with high priority and the popup picture with low priority; only the first slide is high', async () => {
    const html = await (await fetch(`${baseURL}/`)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    const body = html.slice(html.indexOf('</head>'))
    const preloads = [...head.matchAll(/<link[^>]*\srel="preload"[^>]*>/g)].map(([tag]) => tag).filter((tag) => attribute(tag, 'as') === 'image')

    const high = preloads.filter((tag) => attribute(tag, 'fetchpriority') === 'high')
    const low = preloads.filter((tag) => attribute(tag, 'fetchpriority') === 'low')
    expect(high).toHaveLength(1)
    expect(low).toHaveLength(1)
    expect(attribute(low[0]!, 'imagesrcset')).not.toBe(attribute(high[0]!, 'imagesrcset'))

    const images = [...body.matchAll(/<img[^>]*>/g)].map(([tag]) => tag)
    const first = images.filter((tag) => attribute(tag, 'fetchpriority') === 'high')
    expect(first).toHaveLength(1)
    expect(attribute(first[0]!, 'loading')).not.toBe('lazy')
    // The same candidates as the preload, so the browser uses what it already fetched.
    expect(attribute(first[0]!, 'sizes')).toBe(attribute(high[0]!, 'imagesizes'))
    expect(attribute(first[0]!, 'srcset')).toBe(attribute(high[0]!, 'imagesrcset'))
  })
})
