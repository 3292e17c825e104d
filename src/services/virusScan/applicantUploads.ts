/**
 * The last check of an applicant's document before anything is stored: ClamAV's
 * daemon reads the temporary file (src/services/virusScan, docs/decisions/050). It runs
 * after the type and content checks, so a file those refuse keeps their
 * message, and only files that would be stored are sent to clamd.
 *
 * Infected: 400 naming the file, as the other per-file refusals. No verdict
 * (clamd down, too slow, or answering nonsense): 503, nothing kept, the
 * visitor asked to try again shortly. Without CLAMD_HOST nothing is asked.
 */
import { FILE_MESSAGES } from '@/foundations/formRules/applicationDocuments'
import { FORM_MESSAGES } from '@/foundations/formRules/messages'
import { type ClamdScanner, isScannerUnavailable, virusScanner } from '@/services/virusScan/clamd'

export type VirusCheck = { ok: true } | { ok: false; status: 400 | 503; message: string }

/** How long a visitor refused for an unanswering scanner is asked to wait (Retry-After, seconds). */
export const SCAN_RETRY_AFTER_S = 120

export async function scanDocument(filePath: string, originalName: string, scanner: ClamdScanner | null = virusScanner()): Promise<VirusCheck> {
  if (!scanner) return { ok: true }
  try {
    const result = await scanner.scan(filePath)
    return result.infected ? { ok: false, status: 400, message: FILE_MESSAGES.infected(originalName) } : { ok: true }
  } catch (error) {
    // The scanner logged why (once a minute at most); the visitor is told only to come back.
    if (isScannerUnavailable(error)) return { ok: false, status: 503, message: FORM_MESSAGES.scanUnavailable }
    throw error
  }
}
