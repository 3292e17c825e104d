import type { TextField } from 'payload'

/** Optional http(s) link; anything else gets a message saying what to type. */
function httpUrl(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true
  return typeof value === 'string' && /^https?:\/\/\S+$/.test(value)
    ? true
    : 'Enter a full web address starting with https://'
}

export function urlField(name: string, label?: string, required = false): TextField {
  return { name, label, type: 'text', required, validate: httpUrl }
}
