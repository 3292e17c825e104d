/** Fixed texts of the specification (§8 and the screens of §2), verbatim. */
export const PAGE_MESSAGES = {
  genericError: 'Something went wrong',
  loading: 'Loading...',
  noImages: 'No images available.',
  noAlbums: 'No albums available',
  noAlbumsDot: 'No albums available.',
  noHeaderData: 'No Header Data Available',
  noData: 'No data available.',
  noHistory: 'No history data available.',
  noCqaDescription: 'No CQA description available.',
  noVideosInAlbum: 'No Videos in Album',
  noVideos: 'No videos available in this album.',
  noTrainingPartners: 'No training partners available,:',
  notApplicable: 'N/A',
  unknownFile: 'Unknown File',
  nameUnavailable: 'Name Unavailable',
  messageUnavailable: 'Message Unavailable',
  messageTypeUnavailable: 'Message Type Unavailable',
  messageUnavailableLower: 'Message unavailable',
  departmentNotFound: 'Department not found.',
  degreeNotFound: 'Degree not found',
  programNotFound: 'Program not found.',
  loanNotFound: 'Loan not found.',
  cqaNotFound: 'CQA Item not found.',
  welcomeFallback: 'Welcome to our campus!',
  popupLoading: 'Loading popup image...',
  popupError: 'Error loading popup: ',
  sliderFailed: 'Failed to fetch slider images',
  partnersFailed: 'Failed to fetch Partner images',
  popupFailed: 'Failed to fetch popup images',
  downloadFailed: 'Failed to download file.',
} as const

/** The words of an error line: its frame ('Error: {message}') and the message when the failure has none. */
export type ErrorWords = { error: string; genericError: string }

const ENGLISH_ERROR: ErrorWords = { error: 'Error: {message}', genericError: PAGE_MESSAGES.genericError }

/** 'Error: {message}', falling back to the generic message; in the page's language when its words are given. */
export function errorText(error: unknown, words: ErrorWords = ENGLISH_ERROR): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return words.error.replace('{message}', message || words.genericError)
}
