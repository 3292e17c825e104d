/**
 * Pages whose content depends on the query string (§2.1: /programs?id=,
 * /degree-registration?id=&name=, a record's ?id=, the directory's ?page=).
 * A page that reads the query is rendered for every request; instead, each
 * such address is rewritten (next.config.mjs, before the file routes) to a
 * hidden path segment, so every variant is a static page of its own,
 * rendered once and served from the cache. The visitor's address does not
 * change. Rules in Next's rewrite format; the first that matches wins.
 */
const ID = '(?<id>\\d{1,15})'

export const queryPageRewrites = [
  { source: '/programs', has: [{ type: 'query', key: 'id', value: ID }], destination: '/programs/:id' },
  { source: '/degree-registration', has: [{ type: 'query', key: 'id', value: ID }], destination: '/degree-registration/:id' },
  // An id that is not a number names no degree: the not-found page, as for an unknown one.
  { source: '/degree-registration', has: [{ type: 'query', key: 'id' }], destination: '/degree-registration/none' },
  { source: '/alumni-directory', has: [{ type: 'query', key: 'page', value: '(?<page>\\d{1,6})' }], destination: '/alumni-directory/:page' },
  // Record pages: found by slug, or else by the id (src/app/(site)/recordLookup.ts).
  { source: '/:base(degree|department|degrees|academic)/:slug', has: [{ type: 'query', key: 'id', value: ID }], destination: '/:base/:slug/:id' },
]
