/* The back office's root layout, wired the way Payload's admin expects it. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import type { ServerFunctionClient } from 'payload'
import type React from 'react'

import { scheduleAction } from '@/records/publishing/scheduleAction'

import { importMap } from './admin/importMap.js'
import './custom.scss'

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  // Scheduling a publish is checked first (src/records/publishing/scheduleAction.ts).
  return handleServerFunctions({ ...args, config, importMap, serverFunctions: { 'schedule-publish': scheduleAction as never } })
}

export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  )
}
