import type { Language } from '../i18n/languages'
import { formatRating } from '../i18n/format'
import { StarIcon } from './icons'

export function Rating({ rating, reviewCount, lng, label }: { rating: number; reviewCount?: number; lng: Language; label: string }) {
  return (
    <p className="flex items-center gap-1 text-sm text-slate-700">
      <StarIcon className="size-4 text-amber-500" />
      <span className="font-semibold">{formatRating(rating, lng)}</span>
      {reviewCount !== undefined && <span className="text-slate-500">({reviewCount})</span>}
      <span className="sr-only">{label}</span>
    </p>
  )
}

export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="flex gap-0.5 text-amber-500" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} filled={n <= Math.round(rating)} className="size-4" />
      ))}
    </p>
  )
}
