/**
 * How stored documents are sent to a browser. A document is downloaded, never
 * opened inside the site, unless it is a JPEG or PNG picture that passes the
 * size checks: a PDF's script or an oversized picture then cannot run or hang
 * in a tab that holds a staff session. Whatever the browser does with it, the
 * response may not be sniffed as another type, framed, or run script.
 */
import { checkImage } from './contentChecks'

const INLINE_PICTURES: Record<string, 'jpeg' | 'png'> = { 'image/jpeg': 'jpeg', 'image/png': 'png' }

/** Whether a file of this type could be shown in the browser at all (then its content decides). */
export const mayBeInline = (mimeType: string) => INLINE_PICTURES[mimeType] !== undefined

/** Whether the stored file (its path or bytes) may be shown in the browser: a JPEG or PNG picture within the pixel limits. */
export async function mayShowInline(input: string | Buffer, mimeType: string, name: string): Promise<boolean> {
  const format = INLINE_PICTURES[mimeType]
  return format !== undefined && (await checkImage(input, name, format)).ok
}

/** RFC 5987's attr-char: anything else is percent-encoded. */
const encodeExtValue = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)

/**
 * RFC 6266 Content-Disposition: an ASCII name for old clients, the real name
 * as UTF-8 for the rest. Quotes, backslashes, percent signs and control
 * characters never reach the quoted name.
 */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_')
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(name)}`
}

/** Headers every stored document is sent with, whatever its type. */
export const DOCUMENT_SAFETY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // Opened as a page anyway, it runs nothing, loads nothing but itself, and sits in no frame.
  'Content-Security-Policy': "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const
