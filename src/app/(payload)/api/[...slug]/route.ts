/* Payload's REST API, used by the back office; access rules live on each collection. */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { withBodyLimit } from '@/services/security/bodyLimit'
import { withQueryCheck } from '@/services/security/restQuery'

// A malformed query (limit=1e309, where={) is answered 400 before it reaches the
// database; a body is cut at its limit while it streams (413).
export const GET = withQueryCheck(REST_GET(config))
export const POST = withBodyLimit(REST_POST(config))
export const DELETE = withQueryCheck(REST_DELETE(config))
export const PATCH = withBodyLimit(withQueryCheck(REST_PATCH(config)))
export const PUT = withBodyLimit(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
