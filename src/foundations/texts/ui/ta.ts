/** The shared controls' words in Tamil; awaiting a native speaker's review (docs/translations.md). */
import { translationOf } from '../translation'
import type { UiTexts } from './en'

export const uiTexts = translationOf<UiTexts>()({
  carousel: 'ஸ்லைடுத் தொடர்',
  slide: 'ஸ்லைடு',
  slideOf: '{count} இல் {number}',
  previous: 'முந்தையது ({label})',
  next: 'அடுத்தது ({label})',
  goToSlide: 'ஸ்லைடு {number} க்குச் செல்',
  previousImage: 'முந்தைய படம்',
  nextImage: 'அடுத்த படம்',
  showImage: 'படம் {number} ஐக் காட்டு',
  readMore: 'மேலும் படிக்க',
  readLess: 'குறைவாகக் காட்டு',
  close: 'மூடு',
  loading: 'ஏற்றுகிறது...',
})
