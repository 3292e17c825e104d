'use client'

import { useEffect, useState } from 'react'

import { LIVE_CHAT_DELAY_MS } from '@/foundations/motion'
import { whenIdle } from '@/foundations/whenIdle'

/**
 * The third-party live-chat widget (§1), only when staff enabled it. Its holder
 * starts hidden; one second later the pre-chat form attribute is set and the
 * widget is shown. The script is added once the page has loaded and the
 * browser is idle, so it never competes with the page's own.
 */
export function LiveChat({ scriptUrl }: { scriptUrl: string }) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), LIVE_CHAT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])
  useEffect(() => {
    let cancelIdle: (() => void) | undefined
    const add = () => {
      cancelIdle = whenIdle(() => {
        if (document.querySelector(`script[data-live-chat]`)) return
        const script = document.createElement('script')
        script.src = scriptUrl
        script.async = true
        script.dataset.liveChat = ''
        document.body.append(script)
      })
    }
    if (document.readyState === 'complete') add()
    else window.addEventListener('load', add, { once: true })
    return () => {
      window.removeEventListener('load', add)
      cancelIdle?.()
    }
  }, [scriptUrl])
  return <div id="live-chat" hidden={!shown} data-pre-chat-form={shown ? 'true' : undefined} />
}
