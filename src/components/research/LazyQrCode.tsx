'use client'

import { clientOnly } from '@/components/ui/clientOnly'

/** The QR code drawing, fetched when the first research item that has one is opened. */
export const LazyQrCode = clientOnly(() => import('qrcode.react').then((module) => module.QRCodeSVG))
