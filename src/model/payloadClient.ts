import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The in-process Payload instance. Below both sides: the read side
 * (src/sides/content), the write side (src/sides/submissions) and the staff side
 * (src/sides/staff) each take it from here, never from one another. Pages, /v1 and
 * components do not import it (eslint.config.mjs): they go through those sides.
 */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
