import { Carousel } from '@/screens/components/ui/Carousel'
import { Img } from '@/screens/components/ui/Img'
import type { Partner } from '@/sides/content/home'
import { type SlidesByWidth } from '@/foundations/carouselLayouts'
import { OTHER_CAROUSEL_AUTOPLAY_MS, OTHER_CAROUSEL_TRANSITION_MS } from '@/foundations/motion'

/** Partner logos that open the partner's site in a new tab (home and training partners); `newTab` says so in the page's language. */
export function PartnersCarousel({ partners, label, perView, newTab }: { partners: Partner[]; label: string; perView: SlidesByWidth; newTab: string }) {
  const slides = partners.map((partner) => (
    <figure key={partner.id} className="flex h-full flex-col items-center rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <a
        href={partner.url || undefined}
        target="_blank"
        rel="noopener noreferrer"
        className="block w-full"
        aria-label={`${partner.partner_name}${newTab}`}
      >
        {/* At most 192 px wide (80 px high); on a phone two slides share the screen, so about a third of it. */}
        <Img src={partner.image_url} alt="" width={240} height={100} sizes="(min-width: 640px) 192px, 33vw" className="mx-auto h-20 w-auto object-contain" />
      </a>
      <figcaption className="mt-3 text-center text-sm font-semibold text-brand-800">{partner.partner_name}</figcaption>
    </figure>
  ))
  return (
    <Carousel
      label={label}
      slides={slides}
      perView={perView}
      loop={partners.length > 1}
      autoplayMs={OTHER_CAROUSEL_AUTOPLAY_MS}
      durationMs={OTHER_CAROUSEL_TRANSITION_MS}
    />
  )
}
