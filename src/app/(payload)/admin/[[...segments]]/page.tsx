import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import type { Metadata } from 'next'

import { backOfficeTitleSuffix } from '@/foundations/backOfficeTitle'
import { getSiteSettings } from '@/sides/content/contact'

import { importMap } from '../importMap'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

/** The config with the campus's name in the page titles, from the site settings when they can be read. */
async function configNamingTheCampus() {
  const [sanitized, settings] = await Promise.all([config, getSiteSettings().catch(() => null)])
  const titleSuffix = backOfficeTitleSuffix(settings?.campus_name ?? '')
  return { ...sanitized, admin: { ...sanitized.admin, meta: { ...sanitized.admin.meta, titleSuffix } } }
}

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({ config: configNamingTheCampus(), params, searchParams })

export default function Page({ params, searchParams }: Args) {
  return RootPage({ config, params, searchParams, importMap })
}
