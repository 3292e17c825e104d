/**
 * How typed values are tidied before they are checked and stored. A module of
 * its own, without the rules' zod and phone data, so that a page that only
 * tidies (the status lookup) does not load them.
 */

/** Spaces and hyphens are removed from phone and NIC values before checking and storing. */
export function stripSpacesAndHyphens(value: string): string {
  return value.replace(/[\s-]+/g, '')
}
