/** Text cuts used by Read More toggles and excerpts. */

/** The first `limit` words plus '...' when the text is longer; else the text as it is. */
export function cutWords(text: string, limit: number): { text: string; cut: boolean } {
  const words = text.trim().split(/\s+/).filter(Boolean)
  if (words.length <= limit) return { text: text.trim(), cut: false }
  return { text: `${words.slice(0, limit).join(' ')}...`, cut: true }
}

/** Plain text of an HTML fragment, for excerpts and meta descriptions. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d)[^>]*>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}
