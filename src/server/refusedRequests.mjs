/**
 * What the site's server refuses before Next sees it: an address that cannot
 * be read, and a body sent where nothing takes one. Next answered both with
 * a 500.
 *
 * An address with a broken %-escape (`/about-us%`, `/%ff`) cannot be decoded:
 * Next failed on it. It gets a 400 that says so.
 *
 * Only the API takes a body: /v1 (the forms), Payload's /api, the forms'
 * token and the web-vitals beacon, and the back office's server actions
 * (which always carry Next's action header). Anything else, a POST to a page
 * above all, Next would take for a server action sent without JavaScript and
 * read into memory: a large body made it fail with a 500. Such a request is
 * answered at once, without waiting for its body.
 *
 * A visitor meets this only when a form is sent before the page's scripts
 * have run. The forms say method="post", so the answers never go into the
 * address (and from there into history and logs); this page tells the
 * visitor what happened.
 */

/** Paths whose handlers take a request body. */
const TAKES_A_BODY = /^\/(?:v1(?:\/|$)|api(?:\/|$)|form-token$|web-vitals$)/

const BACK_OFFICE = /^\/admin(?:\/|$)/

/**
 * The path a request's address names, with dot segments resolved (also when
 * written %2e, or with backslashes) as Next resolves them: `/v1/../about-us`
 * is About, whatever its first segment says.
 */
export function requestPath(url = '/') {
  return new URL(`http://site.invalid${url.startsWith('/') ? '' : '/'}${url}`).pathname
}

/**
 * Whether a request may go on to Next. `pathname` is the resolved path; a
 * body sent to an address written any other way than plainly is refused,
 * so no spelling of a path can pass here as one thing and reach Next as another.
 */
export function methodAllowed(method, url, pathname, headers) {
  if (method === 'GET' || method === 'HEAD') return true
  if (url.split('?', 1)[0] !== pathname) return false
  if (TAKES_A_BODY.test(pathname)) return true
  return BACK_OFFICE.test(pathname) && typeof headers['next-action'] === 'string'
}

export const NOT_SENT_TITLE = 'Your form was not sent'

export const NOT_SENT_TEXT = 'The page had not finished loading when the form was sent, so nothing was received. Go back, wait a moment for the page to load, and send the form again.'

/** A page of a heading and one paragraph: what a visitor's browser shows of a refusal. */
/**
 * Written before Next, so it carries its own few rules (the policy allows
 * inline styles) in the site's colours, and a way back to the home page.
 */
const PLAIN_PAGE_STYLE =
  'body{margin:0;padding:0 1rem;font:1.0625rem/1.6 system-ui,sans-serif;color:#0f172a;background:#eef3fb}' +
  'main{max-width:36rem;margin:12vh auto;padding:2rem 1.5rem;background:#fff;border-top:4px solid #0f2f60;border-radius:.5rem}' +
  'h1{margin:0 0 1rem;font-size:1.5rem;line-height:1.3;color:#0f2f60}a{color:#0f2f60}'

const plainPage = (title, text) => `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>${PLAIN_PAGE_STYLE}</style></head>
<body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Go to the home page</a></p></main></body></html>
`

const NOT_SENT_PAGE = plainPage(NOT_SENT_TITLE, NOT_SENT_TEXT)

/**
 * A form sent before the scripts ran is a few hundred bytes (its files go as
 * names only: the forms set no multipart encoding). A body this small is
 * let through to Node, which throws it away, so the connection stays open and
 * the browser surely reads the answer; a larger one closes the connection.
 */
const DISCARDED_BODY_LIMIT = 64 * 1024

/** Whether every %-escape of the path decodes (into UTF-8 text). */
export function pathReadable(pathname) {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

export const UNREADABLE_ADDRESS = 'This address cannot be read: it has a broken %-escape.'

const UNREADABLE_PAGE = plainPage('Address not valid', UNREADABLE_ADDRESS)

/** The API's paths answer in the API's own shape. */
const ANSWERS_JSON = /^\/(?:v1|api)(?:\/|$)/

/** Ends the answer; a body the request still has coming is never read. */
function refuse(request, response, status, type, body) {
  response.statusCode = status
  response.setHeader('Cache-Control', 'no-store')
  response.setHeader('Content-Type', type)
  const length = Number(request.headers['content-length'] ?? 0)
  if (request.headers['transfer-encoding'] || !(length <= DISCARDED_BODY_LIMIT)) response.setHeader('Connection', 'close')
  response.end(body)
}

/**
 * Answers a request that cannot go on to Next: 400 for an address that
 * cannot be read, 405 for a body no handler here takes, each with a short
 * message. Returns whether it answered. A body is never parsed or kept.
 */
export function refuseRequest(request, response, pathname) {
  if (!pathReadable(pathname)) {
    if (ANSWERS_JSON.test(pathname)) refuse(request, response, 400, 'application/json', JSON.stringify({ success: false, message: UNREADABLE_ADDRESS }))
    else refuse(request, response, 400, 'text/html; charset=utf-8', UNREADABLE_PAGE)
    return true
  }
  if (methodAllowed(request.method, request.url ?? '/', pathname, request.headers)) return false
  response.setHeader('Allow', 'GET, HEAD')
  refuse(request, response, 405, 'text/html; charset=utf-8', NOT_SENT_PAGE)
  return true
}
