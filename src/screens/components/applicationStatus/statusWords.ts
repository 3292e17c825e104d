import type { FormWords } from '@/foundations/texts'

/** The status page's words in the page's language, handed from the page to each of its parts. */
export type StatusWords = FormWords<'status'>
