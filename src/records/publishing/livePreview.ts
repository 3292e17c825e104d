/**
 * The back office's live preview: the real page beside the edit form, at a
 * phone's, a tablet's and a desktop's width, showing the draft; it renders
 * again after each save (src/screens/components/layout/PreviewBar.tsx).
 */
import type { CollectionConfig, Config, GlobalConfig } from 'payload'

import { previewAddress } from './pagePaths'
import { hasDrafts } from './versions'

type AdminConfig = NonNullable<Config['admin']>

export const SRI_LANKA_TIME: AdminConfig['timezones'] = {
  supportedTimezones: [{ label: 'Sri Lanka (Colombo)', value: 'Asia/Colombo' }],
  defaultTimezone: 'Asia/Colombo',
}

export function livePreview(collections: CollectionConfig[], globals: GlobalConfig[]): AdminConfig['livePreview'] {
  return {
    collections: collections.filter(hasDrafts).map((collection) => collection.slug),
    globals: globals.filter(hasDrafts).map((global) => global.slug),
    breakpoints: [
      { name: 'phone', label: 'Phone', width: 390, height: 844 },
      { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
      { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
    ],
    // The site's own address: the preview opens in a frame of the back office's page.
    url: ({ data, collectionConfig, globalConfig }) => previewAddress(collectionConfig?.slug ?? globalConfig?.slug ?? '', data as never),
  }
}
