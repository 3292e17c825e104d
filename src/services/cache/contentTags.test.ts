/**
 * A cache tag is the slug of a collection or global, or the tag of every
 * content: a misspelt tag would expire nothing, so it must not compile. These
 * checks are of types: the type check (`npm run typecheck`, which covers the
 * tests) fails when one of them no longer holds.
 */
import { expectTypeOf, it } from 'vitest'

import type { ANY_CONTENT_TAG, ContentTag } from './contentTags'

it('names a collection, a global or every content, and nothing else', () => {
  expectTypeOf<'degrees'>().toExtend<ContentTag>()
  expectTypeOf<'degree-program-names'>().toExtend<ContentTag>()
  expectTypeOf<'site-settings'>().toExtend<ContentTag>()
  expectTypeOf<typeof ANY_CONTENT_TAG>().toExtend<ContentTag>()
  expectTypeOf<'degree'>().not.toExtend<ContentTag>()
  expectTypeOf<string>().not.toExtend<ContentTag>()
})
