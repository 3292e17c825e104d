import { Img } from '@/screens/components/ui/Img'
import type { SliderImage } from '@/sides/content/home'
import type { PictureFocus } from '@/sides/content/pictureFocus'
import type { SiteTexts } from '@/foundations/texts'

import { HeroSlides } from './HeroSlides'
import { untranslated } from '@/screens/components/ui/untranslated'

/**
 * The home banner (§2.4): one image at a time from the first, caption, arrows
 * and dots; it advances every 5 s with a 700 ms cross-fade and wraps at both
 * ends. The first picture is the largest of the first screen: it is fetched
 * first, with high priority; its neighbours wait until the browser is idle.
 */
export function HeroSlider({ slides, focus, texts }: { slides: SliderImage[]; focus?: PictureFocus; texts: SiteTexts }) {
  const pageMessages = texts.messages
  if (slides.length === 0) {
    return <p className="bg-brand-50 py-24 text-center text-slate-600">{pageMessages.noImages}</p>
  }
  return (
    <HeroSlides
      slides={slides.map((slide, index) => ({
        id: slide.id,
        caption: slide.caption,
        ...untranslated(slide.caption, texts.language.code),
        ...(untranslated(slide.alt || slide.caption, texts.language.code).lang && { pictureLang: 'en' as const }),
        picture: <Img src={slide.image_url} alt={slide.alt || slide.caption} fill sizes="100vw" priority={index === 0} focus={focus} className="object-cover" />,
      }))}
    />
  )
}
