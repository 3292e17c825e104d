/**
 * The settings that the site's own server (scripts/serve.mjs) reads as well
 * as the app (src/settings): plain JavaScript, so both parse them the same way.
 * Each parser returns null for a value that is not usable; src/settings refuses
 * to start with one.
 */

export const DEFAULT_SHUTDOWN_GRACE_S = 30

/**
 * SHUTDOWN_GRACE_S: whole seconds, unset for the default; null when the value is not one.
 * @param {string | undefined} value
 * @returns {number | null}
 */
export function parseShutdownGrace(value) {
  if (value === undefined || value.trim() === '') return DEFAULT_SHUTDOWN_GRACE_S
  return /^\d{1,5}$/.test(value.trim()) ? Number(value.trim()) : null
}

export const DEFAULT_CONNECTIONS_PER_CLIENT = 100

/**
 * CONNECTIONS_PER_CLIENT: a whole number, 0 for no cap; unset is the default.
 * Null when the value is not one.
 * @param {string | undefined} value
 * @returns {number | null}
 */
export function parseConnectionCap(value) {
  if (value === undefined || value.trim() === '') return DEFAULT_CONNECTIONS_PER_CLIENT
  return /^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : null
}

/**
 * The live-chat origins of LIVE_CHAT_ORIGINS (https origins separated by
 * commas or spaces), or null when one is not an https origin. src/settings
 * refuses to start with such a value.
 * @param {string | undefined} value
 * @returns {string[] | null}
 */
export function parseChatOrigins(value) {
  const origins = []
  for (const entry of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    let url
    try {
      url = new URL(entry)
    } catch {
      return null
    }
    if (url.protocol !== 'https:' || url.origin !== entry.replace(/\/$/, '')) return null
    origins.push(url.origin)
  }
  return origins
}

/** PayHere's checkout pages, as its merchant documentation publishes them. */
export const PAYHERE_CHECKOUT = {
  sandbox: 'https://sandbox.payhere.lk/pay/checkout',
  live: 'https://www.payhere.lk/pay/checkout',
}

/**
 * Where the fee's checkout form posts, or null while online payment is off
 * (no merchant id and secret): PAYHERE_CHECKOUT_URL when set (tests point it
 * at a stand-in), else the sandbox unless PAYHERE_SANDBOX is false. The
 * pages' form-action names its origin.
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function payhereCheckoutUrl(env) {
  if (!env.PAYHERE_MERCHANT_ID?.trim() || !env.PAYHERE_MERCHANT_SECRET?.trim()) return null
  const chosen = env.PAYHERE_CHECKOUT_URL?.trim()
  if (chosen) return chosen
  return /^(false|0)$/i.test(env.PAYHERE_SANDBOX?.trim() ?? '') ? PAYHERE_CHECKOUT.live : PAYHERE_CHECKOUT.sandbox
}

/**
 * What the server says at start about online payment: which gateway the
 * application fee is paid through, so that a site left on the sandbox (the
 * default) or pointed elsewhere is seen at once. `level` is the log level.
 * @param {Record<string, string | undefined>} env
 * @returns {{ gateway: 'off' | 'sandbox' | 'live' | 'other', level: 'info' | 'warn', message: string }}
 */
export function describeOnlinePayment(env) {
  const url = payhereCheckoutUrl(env)
  if (!url) return { gateway: 'off', level: 'info', message: 'Online payment is off (PAYHERE_MERCHANT_ID and PAYHERE_MERCHANT_SECRET unset): the fee is paid at the bank.' }
  if (url === PAYHERE_CHECKOUT.live) return { gateway: 'live', level: 'info', message: `Online payment goes through PayHere's live gateway (${url}); its notices come to ${env.SITE_URL?.replace(/\/+$/, '')}/v1/payments/payhere/notify.` }
  if (url === PAYHERE_CHECKOUT.sandbox) {
    return { gateway: 'sandbox', level: 'warn', message: `Online payment goes through PayHere's SANDBOX (${url}): no money moves. Set PAYHERE_SANDBOX=false for the live gateway.` }
  }
  return { gateway: 'other', level: 'warn', message: `Online payment posts to ${url} (PAYHERE_CHECKOUT_URL), not PayHere: for tests only.` }
}
