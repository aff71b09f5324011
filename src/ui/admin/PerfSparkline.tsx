import { usePageContext } from '../page-context'

/**
 * A small line chart as inline SVG, rendered on the server (no JavaScript, no library; ADR 011).
 * `values` are drawn left to right, scaled to the largest; the title names it for screen readers.
 */
export function PerfSparkline({ values, title, maxLabel, width = 320, height = 64, unit = '' }: { values: number[]; title: string; maxLabel: string; width?: number; height?: number; unit?: string }) {
  const max = Math.max(...values, 0)
  const pad = 2
  const step = values.length > 1 ? (width - pad * 2) / (values.length - 1) : 0
  const y = (v: number) => (max > 0 ? height - pad - (v / max) * (height - pad * 2) : height - pad)
  const points = values.map((v, i) => `${(pad + i * step).toFixed(1)},${y(v).toFixed(1)}`)
  const last = values.at(-1) ?? 0
  const { lng } = usePageContext()
  const fmt = (n: number) => `${new Intl.NumberFormat(lng, { maximumFractionDigits: 1 }).format(n)}${unit}`
  return (
    <figure className="m-0">
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" height={height} role="img" aria-label={`${title}: ${fmt(last)} (${maxLabel} ${fmt(max)})`} preserveAspectRatio="none" className="block text-brand-600">
        <title>{`${title}: ${fmt(last)} (${maxLabel} ${fmt(max)})`}</title>
        <line x1={0} y1={height - pad} x2={width} y2={height - pad} stroke="currentColor" strokeOpacity={0.2} />
        {points.length > 1 && (
          <>
            <polygon points={`${pad},${height - pad} ${points.join(' ')} ${(pad + (values.length - 1) * step).toFixed(1)},${height - pad}`} fill="currentColor" fillOpacity={0.12} />
            <polyline points={points.join(' ')} fill="none" stroke="currentColor" strokeWidth={1.5} vectorEffect="non-scaling-stroke" />
          </>
        )}
      </svg>
      <figcaption className="mt-1 flex justify-between text-xs text-slate-600">
        <span>{title}</span>
        <span>{fmt(last)} · {maxLabel} {fmt(max)}</span>
      </figcaption>
    </figure>
  )
}
