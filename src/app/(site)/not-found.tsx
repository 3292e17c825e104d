import { SiteLink } from '@/screens/components/ui/SiteLink'

export default function NotFound() {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-3xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-brand-800">Page not found</h1>
      <p className="text-slate-600">The page you asked for is not here. It may have moved.</p>
      <SiteLink href="/" className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
        Go to the home page
      </SiteLink>
    </div>
  )
}
