import type { MetadataRoute } from 'next'

import { getEnv } from '@/env'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const site = getEnv().siteUrl
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/'] }],
    sitemap: `${site}/sitemap.xml`,
  }
}
