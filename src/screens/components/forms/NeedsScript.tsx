export const NEEDS_SCRIPT_TEXT = 'This form is sent by the page’s scripts, which are turned off in this browser. Turn JavaScript on and reload the page to send it.'

/**
 * Shown only with scripts off, at the top of a form the scripts send: without
 * them the form cannot be sent (docs/decisions/034), and the visitor should
 * learn so before filling it in, not after.
 */
export function NeedsScript({ text = NEEDS_SCRIPT_TEXT }: { text?: string }) {
  return (
    <noscript>
      <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2" data-needs-script>
        {text}
      </p>
    </noscript>
  )
}
