/* /academic/<slug>?id=<id>, rewritten here (src/routing/queryPages.mjs): the same page, found by slug or else by id. */
import { noPrerenderedRecords } from '../../../recordPage'

export { default, generateMetadata } from '../page'

export const generateStaticParams = noPrerenderedRecords
