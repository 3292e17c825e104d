/** Global set-up of the server tests: the built site on a fresh database. */
import type { TestProject } from 'vitest/node'

import { startTestServer } from './testServer'


declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    serverEnv: Record<string, string>
  }
}

export default async function setup(project: TestProject) {
  const server = await startTestServer('server')
  project.provide('baseURL', server.baseURL)
  project.provide('serverEnv', server.env)
  return server.stop
}
