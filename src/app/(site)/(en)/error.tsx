'use client'

import { ErrorText } from '@/screens/components/ui/States'
import { useUiWords } from '@/screens/components/ui/uiWords'

/** A page whose content could not be read shows the error in red instead of breaking, framed in the page's language. */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  const words = useUiWords()
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-3xl items-center justify-center px-4">
      <ErrorText className="text-center text-lg" error={error} messages={words} />
    </div>
  )
}
