import { LoadingImage } from '@/components/ui/States'

export default function Loading() {
  return <LoadingImage fullScreen />
}
