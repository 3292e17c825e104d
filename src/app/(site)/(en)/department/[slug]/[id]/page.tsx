/* /department/<slug>?id=<id>, rewritten here (src/server/queryPages.mjs): the same page, found by slug or else by id. */
import { noPrerenderedRecords } from '../../../recordPage'

export { default, generateMetadata } from '../page'

export const generateStaticParams = noPrerenderedRecords
