/**
 * The live-chat widget is a third-party script running on the site's own
 * origin, the same as /admin and /api: it could act with the session of any
 * staff member who opens a public page. So it may load only from an origin the
 * operator allowed in LIVE_CHAT_ORIGINS (which the Content-Security-Policy
 * names too), whatever is stored in the site settings.
 */

/** The https origin of `value` when it is a plain https address; otherwise undefined. */
function httpsOrigin(value: string): string | undefined {
  try {
    const url = new URL(value)
    if (url.protocol !== 'https:' || url.username || url.password) return undefined
    return url.origin
  } catch {
    return undefined
  }
}

/** Why `value` cannot be the widget's script address, or undefined when it can. */
export function liveChatScriptProblem(value: string, allowedOrigins: readonly string[]): string | undefined {
  if (allowedOrigins.length === 0) {
    return 'No live-chat script origins are configured on the server (LIVE_CHAT_ORIGINS), so no widget script can be used.'
  }
  const origin = httpsOrigin(value.trim())
  if (origin && allowedOrigins.includes(origin)) return undefined
  return `The widget script must be an https address on one of the allowed origins: ${allowedOrigins.join(', ')}.`
}

/**
 * The script address to load on the pages, or undefined: only when the widget
 * is enabled and the stored address is on an allowed origin, so a value stored
 * before the rule, or written straight into the database, never loads.
 */
export function liveChatScriptToLoad(
  liveChat: { enabled: boolean; script_url: string },
  allowedOrigins: readonly string[],
): string | undefined {
  const url = liveChat.script_url.trim()
  if (!liveChat.enabled || url === '') return undefined
  return liveChatScriptProblem(url, allowedOrigins) === undefined ? url : undefined
}
