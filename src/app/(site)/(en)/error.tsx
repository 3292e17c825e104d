'use client'

import { ErrorText } from '@/screens/components/ui/States'

/** A page whose content could not be read shows the error in red instead of breaking. */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-3xl items-center justify-center px-4">
      <ErrorText className="text-center text-lg" error={error} />
    </div>
  )
}
