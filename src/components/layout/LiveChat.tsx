'use client'

import Script from 'next/script'
import { useEffect, useState } from 'react'

import { LIVE_CHAT_DELAY_MS } from '@/lib/constants'

/**
 * The third-party live-chat widget (§1), only when staff enabled it. Its holder
 * starts hidden; one second later the pre-chat form attribute is set and the
 * widget is shown.
 */
export function LiveChat({ scriptUrl }: { scriptUrl: string }) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), LIVE_CHAT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])
  return (
    <>
      <div id="live-chat" hidden={!shown} data-pre-chat-form={shown ? 'true' : undefined} />
      <Script src={scriptUrl} strategy="lazyOnload" />
    </>
  )
}
