/**
 * Where the application fee is paid (§2.18). The bank details are demo values
 * for a fictional campus; replace them with the campus's own account.
 */
export const APPLICATION_FEE_DEPOSIT = {
  bank: 'Ceylon Commercial Demo Bank PLC',
  accountName: 'LIPA Business School (Guarantee) Ltd',
  accountType: 'Current account',
  accountNumber: '1000 2345 6789',
  branch: 'Colombo 04 (Bambalapitiya)',
} as const

/** Used when the site settings carry no e-mail address. */
export const ADMISSIONS_EMAIL_FALLBACK = 'admissions@lipa-campus.example'
