import { APPLICATION_STATUS_PATH } from '@/foundations/formRules/statusLookup'

/** Under the application's success message: where the applicant follows it with the reference just given. */
export const STATUS_LINK = { href: APPLICATION_STATUS_PATH, text: 'Follow your application on the status page' }
