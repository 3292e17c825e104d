/** The shared controls' words in Sinhala; awaiting a native speaker's review (docs/translations.md). */
import { translationOf } from '../translation'
import type { UiTexts } from './en'

export const uiTexts = translationOf<UiTexts>()({
  carousel: 'ස්ලයිඩ පෙළ',
  slide: 'ස්ලයිඩය',
  slideOf: '{count} න් {number}',
  previous: 'පෙර ({label})',
  next: 'ඊළඟ ({label})',
  goToSlide: 'ස්ලයිඩය {number} වෙත යන්න',
  previousImage: 'පෙර පින්තූරය',
  nextImage: 'ඊළඟ පින්තූරය',
  showImage: 'පින්තූරය {number} පෙන්වන්න',
  readMore: 'තවත් කියවන්න',
  readLess: 'අඩුවෙන් පෙන්වන්න',
  close: 'වසන්න',
  loading: 'පූරණය වෙමින්...',
})
