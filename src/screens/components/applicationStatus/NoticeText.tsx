/** A notice of the status page (looked up, sent, paid), read out by screen readers as it changes. */

/** `info`: neither done nor wrong, such as a payment being confirmed. */
export type Notice = { text: string; success: boolean; info?: boolean }

export function NoticeText({ notice, name }: { notice: Notice | null; name: string }) {
  return (
    <div role="status" aria-live="polite" data-status-notice={name}>
      {notice ? (
        <p
          className={`rounded-lg border px-4 py-3 ${notice.success ? 'border-green-200 bg-green-50 text-green-800' : notice.info ? 'border-brand-100 bg-brand-50 text-brand-900' : 'border-red-200 bg-red-50 text-red-800'}`}
          data-success={notice.success}
        >
          {notice.text}
        </p>
      ) : null}
    </div>
  )
}
