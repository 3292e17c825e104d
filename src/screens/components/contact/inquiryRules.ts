/** The inquiry's rules for the browser, loaded when the form is first used (see lazyRules). */
import { zodResolver } from '@hookform/resolvers/zod'

import { inquirySchema } from '@/foundations/formRules/inquiry'

export const inquiryResolver = zodResolver(inquirySchema)
