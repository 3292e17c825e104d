import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The in-process Payload instance every read goes through. */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
