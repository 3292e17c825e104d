/**
 * Staff accounts for the tests that call the site in-process (tests/integration,
 * tests/s3): real accounts in the test database, and stand-ins for a signed-in
 * staff member where no account need exist. The server tests make theirs over
 * HTTP (tests/support/staff.ts).
 *
 * Types only from the site: the object storage tests load its modules after
 * setting the environment.
 */
import type { Payload, PayloadRequest } from 'payload'

import type { StaffRole } from '@/services/access'
import type { User } from '@/foundations/payload-types'

/** A stored account, shaped as Payload's req.user (so it can act), with the password it signs in with. */
export type StaffAccount = User & { password: string }

export type StaffOptions = {
  /** The account's name (default "Test <role> <n>"): set it when the test looks for it. */
  name?: string
  /** Made within this request: the audit log names its user as the one who made it. */
  req?: Partial<PayloadRequest>
}

let made = 0

/**
 * A new account of `role`, with an address no other account of the run has.
 * The database's first account is always an administrator, whatever `role` says.
 */
export async function createStaff(payload: Payload, role: StaffRole, { name, req }: StaffOptions = {}): Promise<StaffAccount> {
  made += 1
  const stamp = `${Date.now()}.${made}`
  const password = `a-${role}-test-password-${made}`
  const doc = await payload.create({
    collection: 'users',
    data: { email: `${role}.${stamp}@campus.example`, password, name: name ?? `Test ${role} ${made}`, role },
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return { ...doc, collection: 'users', password }
}

/** Deletes the accounts a test made; undefined entries (a set-up that failed half-way) are passed over. */
export async function deleteStaff(payload: Payload, ...accounts: (Pick<User, 'id'> | undefined)[]): Promise<void> {
  for (const account of accounts) if (account) await payload.delete({ collection: 'users', id: account.id, overrideAccess: true })
}

/** Signs `account` in as the back office does; its token. */
export async function staffToken(payload: Payload, account: Pick<StaffAccount, 'email' | 'password'>, req?: Partial<PayloadRequest>): Promise<string> {
  const { token } = await payload.login({ collection: 'users', data: { email: account.email, password: account.password }, ...(req ? { req } : {}) })
  if (!token) throw new Error(`No token for ${account.email}`)
  return token
}

/**
 * A signed-in staff member of `role` with no stored account (id 0 names none),
 * for what reads only the role, the name and the address.
 */
export function staffUser(role: StaffRole, fields: Partial<Pick<User, 'id' | 'name' | 'email'>> = {}): User {
  return { id: 0, name: `Test ${role}`, email: `${role}@campus.example`, ...fields, role, collection: 'users' } as User
}

/** Admissions as the back office saves for them, the name and address their changes are signed with. */
export const ADMISSIONS_OFFICER = staffUser('admissions', { name: 'Nimali Silva', email: 'nimali@campus.example' })
