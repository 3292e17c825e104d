import { notFound } from 'next/navigation'

/* /programs?id=<id> is rewritten to /programs/<id> (src/server/queryPages.mjs); without a valid id there is no programme to show. */
export default function ProgrammeWithoutId(): never {
  notFound()
}
