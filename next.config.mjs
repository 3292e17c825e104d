import { withPayload } from '@payloadcms/next/withPayload'

import { staticSecurityHeaders } from './src/security/headers.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // sharp and the database drivers are native: keep them out of the server bundle.
  serverExternalPackages: ['sharp', '@libsql/client', 'libsql'],
  // The public pages' Content-Security-Policy is set in src/proxy.ts (it names the live-chat origins).
  headers: async () => staticSecurityHeaders(),
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
