/**
 * Staff uploads in the back office (every upload collection: pictures,
 * documents, videos) go through clamd before Payload does anything with the
 * file: the hook runs first among the collections' beforeOperation hooks,
 * before Payload sizes a picture, writes to DATA_DIR or hands the file to the
 * bucket (docs/decisions/050). An infected file is refused with 400 and a
 * scanner that gives no verdict with 503; nothing of the upload is stored.
 *
 * The site's own calls (the demo content it draws, through Payload's local
 * API) are not scanned: they never carry a file from outside.
 */
import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { countRefusal } from '@/server/metrics.mjs'
import { isScannerUnavailable, virusScanner } from '@/services/virusScan/clamd'

const STAFF_MESSAGES = {
  infected: (name: string, signature: string) =>
    `"${name}" contains a virus or other harmful content (${signature}), so it was not uploaded. Please upload a clean copy.`,
  unavailable:
    'The virus scanner is not answering, so the file was not uploaded: please try again in a few minutes. If this goes on, tell whoever runs the site.',
}

/**
 * The refusals, with names of their own: Payload logs an error by its name
 * (src/model/payload.config.ts's loggingLevels), and the scanner has already said
 * what happened, once a minute at most for an outage.
 */
export class UploadInfected extends APIError {
  constructor(name: string, signature: string) {
    super(STAFF_MESSAGES.infected(name, signature), 400, undefined, true)
    this.name = 'UploadInfected'
  }
}

export class UploadNotScanned extends APIError {
  constructor() {
    super(STAFF_MESSAGES.unavailable, 503, undefined, true)
    this.name = 'UploadNotScanned'
  }
}

/** Payload writes nothing for these: the scanner's own lines say it. */
export const UPLOAD_SCAN_LOGGING_LEVELS: Record<string, false> = { UploadInfected: false, UploadNotScanned: false }

export const scanStaffUpload: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const file = req.file
  if ((operation !== 'create' && operation !== 'update') || !file || req.payloadAPI === 'local') return args
  const scanner = virusScanner()
  if (!scanner) return args
  let result
  try {
    // Payload keeps an upload in memory unless told to use temporary files.
    result = await scanner.scan(file.tempFilePath || file.data)
  } catch (error) {
    if (isScannerUnavailable(error)) throw new UploadNotScanned()
    throw error
  }
  if (result.infected) {
    countRefusal('virus')
    throw new UploadInfected(file.name, result.signature)
  }
  return args
}
