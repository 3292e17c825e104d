'use client'

import { formWhenReached } from '@/screens/components/pageSpeed/FormWhenReached'

/** The Contact page's inquiry form starts below the first screen: its code is fetched when the visitor comes near it (docs/decisions/063). */
export const InquiryFormWhenReached = formWhenReached(() => import('./InquiryForm').then((module) => module.InquiryForm))
