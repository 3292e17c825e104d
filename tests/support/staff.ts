/**
 * Staff accounts over HTTP, for the tests that drive a running server: sign
 * in, make accounts of each role, GraphQL. The in-process tests make theirs
 * with tests/support/staffAccounts.ts.
 */
import { expect } from 'vitest'

export type Credentials = { email: string; password: string }
export type StaffAccount = Credentials & { id: number; role: string; token: string }

export const auth = (token: string | undefined): Record<string, string> => (token ? { Authorization: `JWT ${token}` } : {})

export async function signIn(baseURL: string, credentials: Credentials, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(credentials),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

let made = 0

/** A new account of `role`, made by an administrator through the API as the back office does, and signed in. */
export async function createStaffOverHttp(baseURL: string, adminToken: string, role: string): Promise<StaffAccount> {
  made += 1
  const credentials = { email: `${role}.${Date.now()}.${made}@campus.example`, password: `a-${role}-test-password-42` }
  const response = await fetch(`${baseURL}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...auth(adminToken) },
    body: JSON.stringify({ ...credentials, name: `Test ${role}`, role }),
  })
  expect(response.status).toBe(201)
  const { doc } = (await response.json()) as { doc: { id: number } }
  return { ...credentials, id: doc.id, role, token: await signIn(baseURL, credentials) }
}

export type GraphQLReply<T = Record<string, unknown>> = {
  data?: T | null
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[]
}

export async function graphql<T = Record<string, unknown>>(
  baseURL: string,
  query: string,
  token?: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<GraphQLReply<T>> {
  const response = await fetch(`${baseURL}/api/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...auth(token), ...headers },
    body: JSON.stringify({ query, variables }),
  })
  return (await response.json()) as GraphQLReply<T>
}
