import { localeOf } from '../../i18n/languages'
import { usePageContext } from '../page-context'

interface SparklineProps {
  /** Left to right; null is a gap (no data for that slot), drawn as a break in the line. */
  values: Array<number | null>
  title: string
  maxLabel: string
  width?: number
  height?: number
  unit?: string
  digits?: number
  /** A dashed reference line (a "good" threshold), named in the caption. */
  guide?: { value: number; label: string }
}

/** Consecutive slots that have a value: each is drawn as its own line. */
function segmentsOf(values: Array<number | null>): Array<Array<[index: number, value: number]>> {
  const segments: Array<Array<[number, number]>> = []
  let current: Array<[number, number]> = []
  values.forEach((value, index) => {
    if (value === null) {
      if (current.length) segments.push(current)
      current = []
    } else current.push([index, value])
  })
  if (current.length) segments.push(current)
  return segments
}

/**
 * A small line chart as inline SVG, rendered on the server (no JavaScript, no library; ADR 011).
 * Scaled to the largest value (or the guide line); the title names it for screen readers.
 */
export function PerfSparkline({ values, title, maxLabel, width = 320, height = 64, unit = '', digits = 1, guide }: SparklineProps) {
  const present = values.filter((v): v is number => v !== null)
  const max = Math.max(...present, 0)
  const top = Math.max(max, guide?.value ?? 0)
  const pad = 2
  const step = values.length > 1 ? (width - pad * 2) / (values.length - 1) : 0
  const x = (i: number) => (pad + i * step).toFixed(1)
  const y = (v: number) => (top > 0 ? height - pad - (v / top) * (height - pad * 2) : height - pad).toFixed(1)
  const last = present.at(-1) ?? 0
  const { lng } = usePageContext()
  const fmt = (n: number) => `${new Intl.NumberFormat(localeOf(lng), { maximumFractionDigits: digits }).format(n)}${unit}`
  const label = `${title}: ${fmt(last)} (${maxLabel} ${fmt(max)})`
  return (
    <figure className="m-0">
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" height={height} role="img" aria-label={label} preserveAspectRatio="none" className="block text-brand-600">
        <title>{label}</title>
        <line x1={0} y1={height - pad} x2={width} y2={height - pad} stroke="currentColor" strokeOpacity={0.2} />
        {guide && <line x1={0} y1={y(guide.value)} x2={width} y2={y(guide.value)} className="text-emerald-600" stroke="currentColor" strokeDasharray="4 3" vectorEffect="non-scaling-stroke" />}
        {segmentsOf(values).map((segment) => {
          const points = segment.map(([i, v]) => `${x(i)},${y(v)}`).join(' ')
          const [firstIndex] = segment[0]!
          const [lastIndex] = segment.at(-1)!
          if (segment.length === 1) return <circle key={firstIndex} cx={x(firstIndex)} cy={y(segment[0]![1])} r={2} fill="currentColor" />
          return (
            <g key={firstIndex}>
              <polygon points={`${x(firstIndex)},${height - pad} ${points} ${x(lastIndex)},${height - pad}`} fill="currentColor" fillOpacity={0.12} />
              <polyline points={points} fill="none" stroke="currentColor" strokeWidth={1.5} vectorEffect="non-scaling-stroke" />
            </g>
          )
        })}
      </svg>
      <figcaption className="mt-1 flex justify-between gap-2 text-xs text-slate-600">
        <span>{title}</span>
        <span>
          {fmt(last)} · {maxLabel} {fmt(max)}
          {guide && <> · {guide.label}</>}
        </span>
      </figcaption>
    </figure>
  )
}
