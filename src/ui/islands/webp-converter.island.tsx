import { useEffect, useState } from 'react'
import { fillTemplate } from './fill-template'

export interface WebpImage {
  id: number
  name: string
  thumb: string
  format: string
  bytes: number
  width: number
  height: number
  converted: boolean
}

export interface WebpConverterProps {
  images: WebpImage[]
  webpCount: number
  csrfToken?: string
  defaultQuality: number
  labels: Record<
    | 'quality' | 'select' | 'selectAll' | 'name' | 'format' | 'size' | 'status' | 'converted' | 'pending' | 'preview' | 'before' | 'after' | 'saved'
    | 'original' | 'webp' | 'convertSelected' | 'convertAll' | 'replaceReferences' | 'replaceHint' | 'progress' | 'summary' | 'failed' | 'nothing' | 'alreadyWebp' | 'previewFailed',
    string
  >
}

interface Preview {
  id: number
  before: number
  after: number
  savedPercent: number
  originalUrl: string
  previewUrl: string
}

interface Result {
  id: number
  status: 'converted' | 'skipped' | 'failed'
  before?: number
  after?: number
}

const BATCH = 4
const fmt = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`)

async function postJson<T>(url: string, body: unknown, csrfToken?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...(csrfToken ? { 'X-CSRF-Token': csrfToken } : {}) },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${response.status}`)
  return (await response.json()) as T
}

/**
 * The WebP converter: quality slider, before/after preview of one image, and conversion of the
 * selection or of the whole library in small batches with a progress bar. Without JavaScript it
 * is a plain form (checkboxes + quality) that converts the selection.
 */
export function WebpConverter({ images, webpCount, csrfToken, defaultQuality, labels }: WebpConverterProps) {
  const [hydrated, setHydrated] = useState(false)
  const [quality, setQuality] = useState(defaultQuality)
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const [replace, setReplace] = useState(true)
  const [preview, setPreview] = useState<Preview | null>(null)
  const [previewing, setPreviewing] = useState<number | null>(null)
  const [previewError, setPreviewError] = useState(false)
  const [done, setDone] = useState<Set<number>>(new Set(images.filter((i) => i.converted).map((i) => i.id)))
  const [progress, setProgress] = useState<{ total: number; processed: number; results: Result[] } | null>(null)
  const [running, setRunning] = useState(false)
  useEffect(() => setHydrated(true), [])

  async function showPreview(id: number) {
    setPreviewing(id)
    setPreviewError(false)
    try {
      setPreview(await postJson<Preview>('/api/admin/webp/preview', { id, quality }, csrfToken))
    } catch {
      setPreviewError(true)
    } finally {
      setPreviewing(null)
    }
  }

  async function convert(ids: number[]) {
    if (!ids.length || running) return
    setRunning(true)
    const state = { total: ids.length, processed: 0, results: [] as Result[] }
    setProgress({ ...state })
    for (let i = 0; i < ids.length; i += BATCH) {
      const batch = ids.slice(i, i + BATCH)
      try {
        const { results } = await postJson<{ results: Result[] }>('/api/admin/webp/convert', { ids: batch, quality, replaceReferences: replace }, csrfToken)
        state.results.push(...results)
        setDone((d) => new Set([...d, ...results.filter((r) => r.status !== 'failed').map((r) => r.id)]))
      } catch {
        state.results.push(...batch.map((id) => ({ id, status: 'failed' as const })))
      }
      state.processed += batch.length
      setProgress({ ...state, results: [...state.results] })
    }
    setRunning(false)
  }

  const pending = images.filter((i) => !done.has(i.id))
  const toggle = (id: number) => setSelected((s) => {
    const next = new Set(s)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    return next
  })
  const summary = progress && {
    converted: progress.results.filter((r) => r.status === 'converted').length,
    skipped: progress.results.filter((r) => r.status === 'skipped').length,
    failed: progress.results.filter((r) => r.status === 'failed').length,
    saved: progress.results.reduce((sum, r) => sum + (r.before && r.after ? r.before - r.after : 0), 0),
  }

  return (
    <form
      method="post"
      action="/admin/webp-converter"
      className="space-y-6"
      onSubmit={(e) => {
        if (!hydrated) return
        e.preventDefault()
        void convert([...selected])
      }}
    >
      <input type="hidden" name="_csrf" value={csrfToken ?? ''} />
      <div className="flex flex-wrap items-end gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <label className="block min-w-64 flex-1">
          <span className="block text-sm font-medium text-slate-700">
            {labels.quality}: <output data-testid="quality-value">{quality}</output>
          </span>
          <input type="range" name="quality" min={1} max={100} value={quality} onChange={(e) => setQuality(Number(e.currentTarget.value))} className="mt-2 w-full" />
        </label>
        <label className="flex max-w-md items-start gap-2 text-sm">
          <input type="checkbox" name="replaceReferences" checked={replace} onChange={(e) => setReplace(e.currentTarget.checked)} className="mt-1" />
          <span>
            <span className="font-medium">{labels.replaceReferences}</span>
            <span className="block text-slate-600">{labels.replaceHint}</span>
          </span>
        </label>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary" disabled={running || (hydrated && selected.size === 0)}>{labels.convertSelected}</button>
          {hydrated && (
            <button type="button" className="btn-secondary" disabled={running || pending.length === 0} onClick={() => void convert(pending.map((i) => i.id))}>
              {fillTemplate(labels.convertAll, { count: pending.length })}
            </button>
          )}
        </div>
      </div>

      {progress && (
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-live="polite">
          <progress className="h-3 w-full" max={progress.total} value={progress.processed} aria-label={labels.progress} />
          <p className="mt-2 text-sm" data-testid="webp-summary">
            {fillTemplate(labels.progress, { processed: progress.processed, total: progress.total })}
            {summary && !running && ` · ${fillTemplate(labels.summary, { converted: summary.converted, skipped: summary.skipped, failed: summary.failed, saved: fmt(Math.max(0, summary.saved)) })}`}
          </p>
        </div>
      )}

      {(preview || previewError) && (
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="webp-preview">
          {previewError || !preview ? (
            <p className="text-sm text-red-700" role="alert">{labels.previewFailed}</p>
          ) : (
            <>
              <p className="text-sm">
                {labels.before}: <strong>{fmt(preview.before)}</strong> · {labels.after}: <strong>{fmt(preview.after)}</strong> · {fillTemplate(labels.saved, { percent: preview.savedPercent })}
              </p>
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                <figure>
                  <img src={preview.originalUrl} alt="" className="w-full rounded-lg bg-slate-100" />
                  <figcaption className="mt-1 text-xs text-slate-600">{labels.original}</figcaption>
                </figure>
                <figure>
                  <img src={preview.previewUrl} alt="" className="w-full rounded-lg bg-slate-100" />
                  <figcaption className="mt-1 text-xs text-slate-600">{labels.webp} · {quality}</figcaption>
                </figure>
              </div>
            </>
          )}
        </div>
      )}

      {images.length === 0 ? (
        <p className="text-sm text-slate-600">{labels.nothing}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          <table className="min-w-full text-sm">
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th className="p-3">
                  <input
                    type="checkbox"
                    aria-label={labels.selectAll}
                    checked={hydrated && pending.length > 0 && pending.every((i) => selected.has(i.id))}
                    onChange={(e) => setSelected(e.currentTarget.checked ? new Set(pending.map((i) => i.id)) : new Set())}
                  />
                </th>
                <th className="p-3">{labels.name}</th>
                <th className="p-3">{labels.format}</th>
                <th className="p-3 text-right">{labels.size}</th>
                <th className="p-3">{labels.status}</th>
                <th className="p-3" />
              </tr>
            </thead>
            <tbody>
              {images.map((image) => (
                <tr key={image.id} className="border-t border-slate-100">
                  <td className="p-3">
                    <input type="checkbox" name="ids" value={image.id} aria-label={`${labels.select}: ${image.name}`} checked={selected.has(image.id)} onChange={() => toggle(image.id)} />
                  </td>
                  <td className="p-3">
                    <span className="flex items-center gap-3">
                      <img src={image.thumb} alt="" width={48} height={36} loading="lazy" className="h-9 w-12 rounded object-cover" />
                      <span className="font-medium">{image.name}</span>
                    </span>
                  </td>
                  <td className="p-3 uppercase">{image.format}</td>
                  <td className="p-3 text-right">{fmt(image.bytes)}</td>
                  <td className="p-3">{done.has(image.id) ? labels.converted : labels.pending}</td>
                  <td className="p-3 text-right">
                    {hydrated && (
                      <button type="button" className="text-brand-700 hover:underline disabled:opacity-50" disabled={previewing !== null} onClick={() => void showPreview(image.id)}>
                        {labels.preview}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {webpCount > 0 && <p className="text-sm text-slate-600">{fillTemplate(labels.alreadyWebp, { count: webpCount })}</p>}
    </form>
  )
}
