'use client'

import { clientOnly } from '@/screens/components/pageSpeed/clientOnly'

/** The QR code drawing, fetched when the first research item that has one is opened. */
export const LazyQrCode = clientOnly(() => import('qrcode.react').then((module) => module.QRCodeSVG))
