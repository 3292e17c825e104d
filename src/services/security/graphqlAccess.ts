/**
 * GraphQL's `Access` query, answered for a visitor who is not signed in.
 * Payload drops `canAccessAdmin` from the access results when it is false,
 * and the GraphQL type declares it non-null, so `{ Access { canAccessAdmin } }`
 * asked anonymously ended in a 500. The query keeps Payload's own resolver
 * and type, and answers false where Payload left the field out.
 */
import type { GraphQLFieldConfig } from 'graphql'

type QueryFields = { Query: { fields: Record<string, GraphQLFieldConfig<unknown, unknown>> } }

export function accessQueryWithAdminFlag(_graphQL: unknown, { Query }: QueryFields): Record<string, GraphQLFieldConfig<unknown, unknown>> {
  const access = Query.fields.Access
  if (!access?.resolve) return {}
  const resolve = access.resolve
  return {
    Access: {
      ...access,
      resolve: async (...args) => {
        const results = (await resolve(...args)) as Record<string, unknown>
        return { ...results, canAccessAdmin: results.canAccessAdmin ?? false }
      },
    },
  }
}
