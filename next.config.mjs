import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js'

import { EXPIRE_SECONDS } from './src/server/cache/lifetimes.mjs'
import { pageRewrites } from './src/server/queryPages.mjs'

/** @param {string} phase @returns {import('next').NextConfig} */
const nextConfig = (phase) => ({
  poweredByHeader: false,
  // The test command type-checks the whole project, tests included, in a part of its own
  // (scripts/testPlan.mjs), so its build need not do it again; every other build does.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED_APART === '1' },
  // CI builds a fresh clone once: the cache Turbopack would write for the next build (15 to 40 s
  // of the run's longest chain) has no next build to serve there.
  experimental: { turbopackFileSystemCacheForBuild: process.env.CI !== 'true' },
  // Next would hash every cached page again on each request to make its ETag
  // (a fifth of a hit's cost). The cache handler computes it once per render
  // instead, and scripts/serve.mjs answers a current copy with 304 (docs/decisions/063).
  generateEtags: false,
  // sharp and the database drivers are native: keep them out of the server bundle.
  // The Redis client loads its optional parts at run time: bundling would try to resolve them.
  // clamscan stays one copy per process, loaded as published (src/services/virusScan/clamd.ts).
  serverExternalPackages: ['sharp', '@libsql/client', 'libsql', '@redis/client', 'clamscan'],
  // Pages, /v1 replies and content reads are cached by the site's own handler,
  // which never serves what the build rendered (docs/decisions/014); in Redis
  // when REDIS_URL is set, so that instances share it (docs/decisions/017).
  cacheHandler: fileURLToPath(new URL('./src/server/cache/cacheHandler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  // A shared cache (a CDN) may serve a page it holds for up to a day while it
  // fetches a fresh one; after s-maxage (the pages' revalidate) it asks again.
  expireTime: EXPIRE_SECONDS,
  // Security headers are set by the site's server, scripts/serve.mjs (src/server/headers.mjs).
  // English pages are the /en pages of src/app/(site)/[lang], and query-string pages are served
  // as a static page per variant (src/server/queryPages.mjs): the site's server rewrites them, as
  // Next would match rules against every request (docs/decisions/033, 068); `next dev` has no
  // such server, so there Next rewrites them.
  ...(phase === PHASE_DEVELOPMENT_SERVER && { rewrites: async () => ({ beforeFiles: pageRewrites, afterFiles: [], fallback: [] }) }),
})

export default function config(phase) {
  const config = withPayload(nextConfig(phase), { devBundleServerPackages: false })
  // Payload asks every browser, on every path, for its colour-scheme hint with
  // Critical-CH, which makes a browser that did not send it (every first visit)
  // fetch the page a second time. Only the back office uses the hint.
  const withPayloadHeaders = config.headers
  config.headers = async () =>
    (await withPayloadHeaders()).map((rule) =>
      rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
    )
  return config
}
