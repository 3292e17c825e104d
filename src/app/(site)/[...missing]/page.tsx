import { notFound } from 'next/navigation'

/** Any other address gets the site's not-found page, inside the site's header and footer. */
export default function Missing() {
  notFound()
}
