/**
 * The words of the site's shared controls (carousels, Read More, a window's
 * close button), in English. Apart from the pages' texts because the
 * controls run in the browser, which is handed its language's few words
 * once per page (src/screens/components/ui/uiWords.tsx).
 */
export const uiTexts = {
  carousel: 'carousel',
  slide: 'slide',
  slideOf: '{number} of {count}',
  previous: 'Previous ({label})',
  next: 'Next ({label})',
  goToSlide: 'Go to slide {number}',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  showImage: 'Show image {number}',
  readMore: 'Read More',
  readLess: 'Read Less',
  close: 'Close',
  /** The specification's loading text (PAGE_MESSAGES.loading). */
  loading: 'Loading...',
} as const

export type UiTexts = typeof uiTexts
