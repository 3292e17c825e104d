/**
 * A form's reply in the language it was sent in (`?locale=`): every step
 * of the write side answers in English (src/foundations/formRules/messages.ts),
 * and the reply's message and field messages are translated here, in one
 * place, whichever step answered.
 */
import { DEFAULT_LANGUAGE, type Language } from '@/foundations/languages'
import { messageTranslator, translateRefusal } from '@/foundations/formRules/translateMessages'
import { formTextsIn } from '@/foundations/texts/forms'

export async function inLanguage(response: Response, language: Language): Promise<Response> {
  if (language === DEFAULT_LANGUAGE || !response.headers.get('content-type')?.includes('application/json')) return response
  let body: unknown
  try {
    body = await response.clone().json()
  } catch {
    return response
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return response
  const translated = translateRefusal(body as Record<string, unknown>, messageTranslator(formTextsIn(language)))
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(translated), { status: response.status, statusText: response.statusText, headers })
}
