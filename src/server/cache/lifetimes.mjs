/**
 * How long copies of a page or a /v1 reply may live (docs/decisions/014).
 * The site itself serves a save's result within a second (tags); these only
 * bound copies kept elsewhere, in a CDN or a reverse proxy, and the site's
 * own periodic re-render that catches changes made outside the back office.
 * The site's layouts (src/app/(site)/(en)/layout.tsx and [lang]/layout.tsx)
 * repeat REVALIDATE_SECONDS as a literal, which Next requires; a test keeps
 * them equal.
 */
export const REVALIDATE_SECONDS = 60
/** A shared cache may serve a stale copy this long while it fetches a fresh one. */
export const EXPIRE_SECONDS = 24 * 60 * 60

/** The Cache-Control Next gives the pages; /v1 GET replies send the same. */
export const SHARED_CACHE_CONTROL = `s-maxage=${REVALIDATE_SECONDS}, stale-while-revalidate=${EXPIRE_SECONDS - REVALIDATE_SECONDS}`
