/**
 * Names for the files of a person's copy, as they are unpacked on Windows,
 * macOS and Linux. An applicant's original file name is kept as far as it
 * can be opened everywhere:
 * - no folders, no control or invisible formatting characters (a
 *   right-to-left override would show `gpj.exe` as `exe.jpg`), no line or
 *   paragraph separators;
 * - none of the characters Windows refuses (`< > : " / \ | ? *`), no
 *   trailing dot or space (Windows drops them), no leading dot (hidden);
 * - no device name (`CON`, `PRN`, `AUX`, `NUL`, `COM1`…, `LPT1`…), whatever
 *   follows its first dot;
 * - composed (NFC), as Windows and Linux store it and macOS shows it;
 * - at most MAX_NAME characters, cut at a character's end and always keeping
 *   the extension, so the file still opens with the right program;
 * - unique in its folder, ignoring case (Windows and macOS do): a second
 *   `Scan.pdf` becomes `Scan (2).pdf`.
 */

/** Well under the 255 bytes a file name may have and Windows' 260-character path, with a folder or two above it. */
export const MAX_NAME = 100

/** Control, private and formatting characters, except the joiners that Sinhala and Tamil letters (and emoji) are written with. */
const INVISIBLE = /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}]/gu
const WINDOWS_REFUSES = /[<>:"/\\|?*]/g
const DEVICE = /^(?:CON|PRN|AUX|NUL|COM[0-9¹²³]|LPT[0-9¹²³]|CONIN\$|CONOUT\$)$/i
/** An extension worth keeping: a dot and up to 10 letters or digits at the end. */
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' })

/** The start of `text`, at most `max` UTF-16 units, ending at a whole character (an emoji or a letter with its marks). */
function cut(text: string, max: number): string {
  let kept = ''
  for (const { segment } of segmenter.segment(text)) {
    if (kept.length + segment.length > max) break
    kept += segment
  }
  return kept
}

/** One name (no folders) that opens on Windows, macOS and Linux; `fallback` when nothing of it is left. */
export function portableName(raw: string, fallback = 'document'): string {
  let name = raw
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(WINDOWS_REFUSES, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .replace(/[. ]+$/, '')
  if (!name) return fallback
  const extension = name.match(EXTENSION)?.[0] ?? ''
  let stem = name.slice(0, name.length - extension.length)
  if (DEVICE.test(stem.split('.')[0]!.trim())) stem = `_${stem}`
  if (!stem) stem = fallback
  stem = cut(stem, MAX_NAME - extension.length).replace(/[. ]+$/, '') || fallback
  name = `${stem}${extension}`
  return name
}

/** `name`, or `name (2)`, `name (3)`… before its extension: the first that is not taken, case ignored. Marks it taken. */
export function uniqueName(name: string, taken: Set<string>): string {
  const extension = name.match(EXTENSION)?.[0] ?? ''
  const stem = name.slice(0, name.length - extension.length)
  let candidate = name
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) {
    const suffix = ` (${n})`
    candidate = `${cut(stem, MAX_NAME - extension.length - suffix.length)}${suffix}${extension}`
  }
  taken.add(candidate.toLowerCase())
  return candidate
}
