/**
 * The words of the site's shared controls (carousels, Read More, a window's
 * close button), in English. Apart from the pages' texts because the
 * controls run in the browser, which is handed its language's few words
 * once per page (src/screens/components/ui/uiWords.tsx).
 */
import { PAGE_MESSAGES } from '../../pageMessages'

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
  /** The error line and the specification's messages of the parts that run in the browser. */
  error: 'Error: {message}',
  genericError: PAGE_MESSAGES.genericError,
  noVideos: PAGE_MESSAGES.noVideos,
  popupLoading: PAGE_MESSAGES.popupLoading,
  popupError: PAGE_MESSAGES.popupError,
  couldNotLoad: 'could not load {url}',
  downloadFailed: PAGE_MESSAGES.downloadFailed,
  download: 'Download',
  play: 'Play',
  pause: 'Pause',
  previousVideo: 'Previous video',
  nextVideo: 'Next video',
  welcome: 'Welcome',
  heroLabel: 'Campus highlights',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  playSlideshow: 'Play slideshow',
  pauseSlideshow: 'Pause slideshow',
  showSlide: 'Show slide {number}',
  ourVision: 'Our Vision',
  ourMission: 'Our Mission',
  researchYear: 'Research year',
  /** The honeypot field's label, which people never see. */
  leaveEmpty: 'Leave this field empty',
  /** A select's empty first choice. */
  select: 'Select',
} as const

export type UiTexts = typeof uiTexts
