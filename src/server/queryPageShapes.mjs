/**
 * What a query page's address looks like (src/server/queryPages.mjs): an id,
 * a page of the directory, the record pages that take an id; and the same
 * rules read backwards (`publicPath`), which the language switcher runs in
 * the browser. Kept apart from the rewrite rules so the browser loads these
 * alone.
 */
export const ID_DIGITS = '\\d{1,15}'
export const PAGE_DIGITS = '\\d{1,6}'
export const RECORD_BASES = 'degree|department|degrees|academic'

export const ID_VALUE = new RegExp(`^${ID_DIGITS}$`)
export const PAGE_VALUE = new RegExp(`^${PAGE_DIGITS}$`)
const RECORD_BASE = new RegExp(`^(?:${RECORD_BASES})$`)

/**
 * The address a visitor knows a rendered page by, from the page's path
 * below its language (`/programs/3` → `/programs?id=3`): the rules of ./queryPages.mjs
 * read backwards, for the language switcher, which keeps the visitor on the
 * same page in another language.
 * @param {string} renderedPath
 */
export function publicPath(renderedPath) {
  const parts = renderedPath.split('/').filter(Boolean)
  const [base, second, third] = parts
  if (parts.length === 2 && base === 'programs' && ID_VALUE.test(second)) return `/programs?id=${second}`
  if (parts.length === 2 && base === 'degree-registration') return ID_VALUE.test(second) ? `/degree-registration?id=${second}` : '/degree-registration'
  if (parts.length === 2 && base === 'alumni-directory' && PAGE_VALUE.test(second)) return `/alumni-directory?page=${second}`
  if (parts.length === 3 && RECORD_BASE.test(base) && ID_VALUE.test(third)) return `/${base}/${second}?id=${third}`
  return `/${parts.join('/')}`
}

