import type { Endpoint } from 'payload'

import { isAdmin } from '@/services/access'
import { deliverSoon } from '@/services/mail/delivery'
import { OUTBOX_COLLECTION } from '@/services/mail/outboxStates'

const answer = (status: number, message: string) => Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } })

export const SEND_AGAIN_MESSAGES = {
  notAllowed: 'Only administrators can send a mail again.',
  notFound: 'There is no such mail in the outbox.',
  notGivenUp: 'Only a given-up mail can be sent again: this one is still being tried, or was sent.',
  queued: 'The mail is waiting to be sent again; it is tried for another 48 hours.',
}

/**
 * POST /api/mail-outbox/{id}/send-again: an administrator puts a given-up
 * mail back in the queue, with 48 hours of attempts before it. (The site's
 * server refuses this write from another site's page: src/server/staffWrites.mjs.)
 */
export const sendAgainEndpoint: Endpoint = {
  path: '/:id/send-again',
  method: 'post',
  handler: async (req) => {
    if (!isAdmin({ req })) return answer(req.user ? 403 : 401, SEND_AGAIN_MESSAGES.notAllowed)
    const id = String(req.routeParams?.id ?? '')
    if (!/^[1-9][0-9]{0,15}$/.test(id)) return answer(404, SEND_AGAIN_MESSAGES.notFound)
    const mail = await req.payload.findByID({ collection: OUTBOX_COLLECTION, id: Number(id), depth: 0, overrideAccess: true, disableErrors: true })
    if (!mail) return answer(404, SEND_AGAIN_MESSAGES.notFound)
    if (mail.state !== 'given_up') return answer(409, SEND_AGAIN_MESSAGES.notGivenUp)
    await req.payload.update({
      collection: OUTBOX_COLLECTION,
      id: mail.id,
      data: { state: 'queued', retry_from: new Date().toISOString(), next_attempt_at: null, claimed_until: null },
      overrideAccess: true,
      depth: 0,
    })
    deliverSoon(req.payload)
    return answer(200, SEND_AGAIN_MESSAGES.queued)
  },
}
