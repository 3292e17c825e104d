import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { withBodyLimit } from '@/services/security/bodyLimit'

// The query is cut at its limit while it streams (413), before Payload reads it whole.
export const POST = withBodyLimit(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
