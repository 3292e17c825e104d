import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'

import type { PictureFocus } from '@/sides/content/pictureFocus'

import { Picture, type PictureProps } from './Picture'

type Props = Omit<ImageProps, 'priority' | 'preload' | 'loading' | 'fetchPriority' | 'placeholder' | 'onLoad' | 'onError' | 'style'> & {
  /** The largest picture of the first screen: fetched first, with high priority. */
  priority?: boolean
  /** Fetched at once (a small picture always in view, such as the logo), without priority. */
  eager?: boolean
  /** The page's focal points: a picture cut to its box keeps its own in view. */
  focus?: PictureFocus
}

/**
 * next/image's attributes in the compact form Picture takes: the srcset's
 * addresses differ only in their width, so one address with `{w}` and the
 * list of widths stand for it (checked; otherwise the srcset goes as it is).
 */
export function compact(props: ReturnType<typeof getImageProps>['props'], fill: boolean): PictureProps {
  const { srcSet, src, style: _style, ...rest } = props
  const plain: PictureProps = { ...rest, src, fill }
  if (!srcSet) return plain
  const candidates = srcSet.split(', ').map((candidate) => {
    const space = candidate.lastIndexOf(' ')
    return { url: candidate.slice(0, space), descriptor: candidate.slice(space + 1) }
  })
  const widths = candidates.map((candidate) => Number(/[?&]w=(\d+)/.exec(candidate.url)?.[1]))
  const template = candidates[0]!.url.replace(/([?&]w=)\d+/, '$1{w}')
  const density = candidates[0]!.descriptor.endsWith('x')
  const at = (width: number) => template.replace('{w}', String(width))
  const faithful =
    template.includes('{w}') &&
    candidates.every(
      (candidate, index) => at(widths[index]!) === candidate.url && candidate.descriptor === (density ? `${index + 1}x` : `${widths[index]}w`),
    ) &&
    at(widths[widths.length - 1]!) === src
  return faithful ? { ...rest, template, widths, density, fill } : { ...plain, srcSet }
}

/**
 * A picture for server components: next/image's responsive addresses (srcset
 * through the image optimizer, WebP) and its width and height or a filled box,
 * so its place is kept before it arrives, without next/image's script. Lazy
 * unless `priority` or `eager`.
 */
export function Img({ priority = false, eager = false, focus, ...rest }: Props) {
  const { props } = getImageProps({ ...rest, loading: priority || eager ? 'eager' : 'lazy', fetchPriority: priority ? 'high' : undefined })
  if (priority) {
    // Found in the head, before the stylesheet and scripts.
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  }
  return <Picture {...compact(props, Boolean(rest.fill))} position={focusOf(focus, rest.src)} />
}

/** The object-position of a picture's focal point, when the page knows one off the centre. */
export function focusOf(focus: PictureFocus | undefined, src: ImageProps['src']): string | undefined {
  return typeof src === 'string' ? focus?.[src] : undefined
}

/** A window's pictures with their focal points, picked here on the server so the window's script gets only its own. */
export function withFocus<Picture extends { url: string }>(pictures: Picture[], focus: PictureFocus | undefined): (Picture & { position?: string })[] {
  return pictures.map((picture) => {
    const position = focusOf(focus, picture.url)
    return position ? { ...picture, position } : picture
  })
}

/**
 * How the first picture of a list loads when the list is on the first screen:
 * `priority` when it is that screen's largest picture, `eager` when another
 * picture is (a banner above it) but it is in view too. Otherwise, and for
 * the list's other pictures, lazy.
 */
export type FirstPicture = 'priority' | 'eager' | undefined

/**
 * Img's loading props by place in a list: the first item that has a picture
 * loads as `first` says, every other lazily. `inView` is how many of the
 * first items are on the first screen at every width (a carousel shows one
 * slide on a phone): a picture beyond them stays lazy, so a high priority is
 * never spent on a picture out of sight.
 */
export function listPictures<Item>(
  items: Item[],
  hasPicture: (item: Item) => unknown,
  first: FirstPicture,
  inView = items.length,
): (index: number) => Pick<Props, 'priority' | 'eager'> {
  const lead = first ? items.slice(0, inView).findIndex(hasPicture) : -1
  return (index) => (index === lead && first ? { [first]: true } : {})
}

/**
 * The same attributes for a client component that renders Picture itself (and
 * needs its load events). Lazy, unless `early`: a picture that is not on the
 * page yet but will be soon (the welcome popup's, 1 s after the first visit)
 * is fetched with low priority from the head, so that it is there when shown.
 */
export function imgProps(props: Omit<Props, 'priority' | 'eager' | 'focus'>, { early = false }: { early?: boolean } = {}): PictureProps {
  const { props: attributes } = getImageProps({ ...props, loading: early ? 'eager' : 'lazy' })
  if (early) preload(attributes.src, { as: 'image', imageSrcSet: attributes.srcSet, imageSizes: attributes.sizes, fetchPriority: 'low' })
  return compact(attributes, Boolean(props.fill))
}
