import type { Language } from '../../i18n/languages'
import { useEffect, useRef, useState } from 'react'
import { isUnderWay, type LongTask } from '../../jobs/long-task'
import { fillTemplate } from './fill-template'
import { LongTaskProgress, type LongTaskLabels } from './long-task-progress.island'
import { formatBytes } from '../../i18n/format'

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
  /** The conversion as the database has it (docs/decisions/060): the same from every instance. */
  conversion: LongTask
  lng: Language
  taskLabels: LongTaskLabels
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

const STATUS_URL = '/api/admin/webp/convert'
const CANDIDATES_URL = '/api/admin/webp/candidates'

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
 * selection or of the whole library as one job of the server's queue, whose progress it follows
 * (any instance answers the same). Without JavaScript it is a plain form (checkboxes + quality)
 * that starts the conversion of the selection; the page then shows its progress.
 */
export function WebpConverter({ images, webpCount, csrfToken, defaultQuality, conversion, lng, taskLabels, labels }: WebpConverterProps) {
  const [hydrated, setHydrated] = useState(false)
  const [quality, setQuality] = useState(defaultQuality)
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const [replace, setReplace] = useState(true)
  const [preview, setPreview] = useState<Preview | null>(null)
  const [previewing, setPreviewing] = useState<number | null>(null)
  const [previewError, setPreviewError] = useState(false)
  const [done, setDone] = useState<Set<number>>(new Set(images.filter((i) => i.converted).map((i) => i.id)))
  const [task, setTask] = useState(conversion)
  const [startFailed, setStartFailed] = useState(false)
  const running = isUnderWay(task)
  useEffect(() => setHydrated(true), [])
  // A conversion this page followed has ended: the list's "converted" column is read again.
  const followed = useRef(running)
  useEffect(() => {
    if (running) {
      followed.current = true
      return
    }
    if (!followed.current) return
    followed.current = false
    setSelected(new Set())
    fetch(CANDIDATES_URL, { credentials: 'include', headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) return
        const { images: now } = (await response.json()) as { images: WebpImage[] }
        setDone(new Set(now.filter((i) => i.converted).map((i) => i.id)))
      })
      .catch(() => {})
  }, [running])

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

  /** Starts the job (or finds the one under way, maybe started on another instance) and follows it. */
  async function convert(ids: number[]) {
    if (!ids.length || running) return
    setStartFailed(false)
    try {
      setTask((await postJson<{ task: LongTask }>(STATUS_URL, { ids, quality, replaceReferences: replace }, csrfToken)).task)
    } catch {
      setStartFailed(true)
    }
  }

  const pending = images.filter((i) => !done.has(i.id))
  const toggle = (id: number) => setSelected((s) => {
    const next = new Set(s)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    return next
  })
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

      <div id="webp-progress" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" hidden={task.state === 'idle' && !startFailed}>
        {startFailed && <p className="text-sm text-red-700" role="alert">{labels.failed}</p>}
        <LongTaskProgress status={task} statusUrl={STATUS_URL} lng={lng} testId="webp-summary" labels={taskLabels} onChange={setTask} />
      </div>

      {(preview || previewError) && (
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="webp-preview">
          {previewError || !preview ? (
            <p className="text-sm text-red-700" role="alert">{labels.previewFailed}</p>
          ) : (
            <>
              <p className="text-sm">
                {labels.before}: <strong>{formatBytes(preview.before, lng)}</strong> · {labels.after}: <strong>{formatBytes(preview.after, lng)}</strong> · {fillTemplate(labels.saved, { percent: preview.savedPercent })}
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
                <th className="p-3">
                  <span className="sr-only">{labels.preview}</span>
                </th>
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
                  <td className="p-3 text-right">{formatBytes(image.bytes, lng)}</td>
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
