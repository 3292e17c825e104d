import type { MetadataRoute } from 'next'

import { getEnv } from '@/settings'

// Rendered at run time (never from the build) and cached like the pages; a save expires the sitemap's reads.
export const revalidate = 60

export default function robots(): MetadataRoute.Robots {
  const site = getEnv().siteUrl
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/'] }],
    sitemap: `${site}/sitemap.xml`,
  }
}
