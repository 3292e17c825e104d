/** The XSRF cookie the site sets and the header a form echoes it in (§7). */
export const XSRF_COOKIE = 'XSRF-TOKEN'
export const XSRF_HEADER = 'X-XSRF-TOKEN'
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
