/** The reply envelope of the /v1 API: { success, data } or { success: false, message }. */
export function ok(data: unknown, extra: Record<string, unknown> = {}): Response {
  return Response.json({ success: true, data, ...extra })
}

export function fail(status: number, message: string, headers?: HeadersInit): Response {
  return Response.json({ success: false, message }, { status, headers })
}

export class BadRequest extends Error {}

/**
 * A query parameter that must be a whole number from `min` to `max`; absent
 * gives `fallback`. Anything else is a BadRequest naming the parameter.
 */
export function intParam(
  params: URLSearchParams,
  name: string,
  { min, max, fallback }: { min: number; max: number; fallback?: number },
): number | undefined {
  const raw = params.get(name)
  if (raw === null || raw.trim() === '') return fallback
  if (!/^\d+$/.test(raw.trim())) throw new BadRequest(`${name} must be a whole number from ${min} to ${max}.`)
  const value = Number(raw.trim())
  if (value < min || value > max) throw new BadRequest(`${name} must be a whole number from ${min} to ${max}.`)
  return value
}
