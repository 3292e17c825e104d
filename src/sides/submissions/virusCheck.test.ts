/**
 * What an applicant is told about the virus scan of a document: nothing
 * without a scanner, the file named when it is infected, and a 503 asking to
 * come back when the scanner gives no verdict.
 */
import { describe, expect, it } from 'vitest'

import { FILE_MESSAGES } from '@/foundations/formRules/applicationDocuments'
import { FORM_MESSAGES } from '@/foundations/formRules/messages'
import { type ClamdScanner, type ScanResult, ScannerUnavailable } from '@/services/virusScan/clamd'

import { scanDocument } from '@/services/virusScan/applicantUploads'

/** A scanner that answers `outcome` (or throws it) and remembers what it was given. */
function scannerAnswering(outcome: ScanResult | Error) {
  const scanned: unknown[] = []
  const scanner = {
    async scan(source: string | Buffer) {
      scanned.push(source)
      if (outcome instanceof Error) throw outcome
      return outcome
    },
  } as unknown as ClamdScanner
  return { scanner, scanned }
}

describe('scanDocument', () => {
  it('passes every file when no scanner is configured', async () => {
    expect(await scanDocument('/nowhere/at/all', 'nic.pdf', null)).toEqual({ ok: true })
  })

  it('passes a clean file, scanned from its temporary path', async () => {
    const { scanner, scanned } = scannerAnswering({ infected: false })
    expect(await scanDocument('/incoming/abc/123', 'nic.pdf', scanner)).toEqual({ ok: true })
    expect(scanned).toEqual(['/incoming/abc/123'])
  })

  it('refuses an infected file with 400 and a message naming it, as the other per-file refusals do', async () => {
    const { scanner } = scannerAnswering({ infected: true, signature: 'Eicar-Signature' })
    const result = await scanDocument('/incoming/abc/123', 'receipt.pdf', scanner)
    expect(result).toEqual({ ok: false, status: 400, message: FILE_MESSAGES.infected('receipt.pdf') })
    expect(FILE_MESSAGES.infected('receipt.pdf')).toMatch(/^"receipt\.pdf" contains a virus/)
  })

  it('answers 503, asking to try again in a few minutes, when the scanner gives no verdict', async () => {
    const { scanner } = scannerAnswering(new ScannerUnavailable('ECONNREFUSED'))
    const result = await scanDocument('/incoming/abc/123', 'receipt.pdf', scanner)
    expect(result).toEqual({ ok: false, status: 503, message: FORM_MESSAGES.scanUnavailable })
    expect(FORM_MESSAGES.scanUnavailable).toContain('please try again in a few minutes')
    expect(FORM_MESSAGES.scanUnavailable).not.toContain('receipt.pdf')
  })

  it('lets any other failure through, to be answered as a failure of the site', async () => {
    const { scanner } = scannerAnswering(new TypeError('a bug'))
    await expect(scanDocument('/incoming/abc/123', 'receipt.pdf', scanner)).rejects.toThrow(TypeError)
  })
})
