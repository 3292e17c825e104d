/** Labels for file links. */

/** The file name at the end of a URL's path, decoded; 'Unknown File' when there is none. */
export function fileNameFromUrl(url: string, fallback = 'Unknown File'): string {
  try {
    const pathname = new URL(url, 'http://localhost').pathname
    const last = pathname.split('/').filter(Boolean).pop()
    return last ? decodeURIComponent(last) : fallback
  } catch {
    return fallback
  }
}

/** The last hyphen-separated part of a path: the training documents' label rule. */
export function lastHyphenPart(filePath: string): string {
  return filePath.split('-').pop() ?? filePath
}

export function fileKind(name: string): 'pdf' | 'spreadsheet' | 'other' {
  const extension = name.split('.').pop()?.toLowerCase() ?? ''
  if (extension === 'pdf') return 'pdf'
  if (['xls', 'xlsx', 'csv', 'ods'].includes(extension)) return 'spreadsheet'
  return 'other'
}
