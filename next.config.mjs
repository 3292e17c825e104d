import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // sharp and the database drivers are native: keep them out of the server bundle.
  serverExternalPackages: ['sharp', '@libsql/client', 'libsql'],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
