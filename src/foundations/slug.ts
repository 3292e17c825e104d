/**
 * The slug rule of the route table: the lower-cased name with each run of
 * characters that are not letters or digits turned into one hyphen. Hyphens
 * left at either end are dropped so that 'BSc (Hons)' gives 'bsc-hons', not
 * 'bsc-hons-'.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The first of slug, slug-2, slug-3, ... that `taken` does not report as used. */
export async function uniqueSlug(
  base: string,
  taken: (candidate: string) => Promise<boolean>,
): Promise<string> {
  const root = base || 'item'
  if (!(await taken(root))) return root
  for (let n = 2; ; n += 1) {
    const candidate = `${root}-${n}`
    if (!(await taken(candidate))) return candidate
  }
}
