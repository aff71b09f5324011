import { useEffect, useRef, useState, type DragEvent } from 'react'
import { formatBytes } from '../../i18n/format'
import type { Language } from '../../i18n/languages'

export interface ImageUploaderProps {
  /** JSON endpoint: POST multipart, one file per request (so each has its own progress). */
  endpoint: string
  /** The plain form's action (works without JavaScript; carries the CSRF token in its query). */
  formAction: string
  csrfToken?: string
  maxBytes: number
  accept: string
  lng: Language
  labels: Record<'title' | 'hint' | 'drop' | 'choose' | 'submit' | 'uploading' | 'done' | 'failed' | 'tooLarge' | 'refresh' | 'progress', string>
}

interface Item {
  key: number
  name: string
  size: number
  progress: number
  status: 'waiting' | 'uploading' | 'done' | 'failed'
  message?: string
  href?: string
}


function send(endpoint: string, file: File, csrfToken: string | undefined, onProgress: (fraction: number) => void): Promise<{ ok: boolean; body: unknown }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', endpoint)
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    if (csrfToken) xhr.setRequestHeader('X-CSRF-Token', csrfToken)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total)
    }
    xhr.onload = () => {
      let body: unknown
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = null
      }
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, body })
    }
    xhr.onerror = () => resolve({ ok: false, body: null })
    const data = new FormData()
    data.append('files', file, file.name)
    xhr.send(data)
  })
}

/**
 * Multi-file upload for the image library: drag-and-drop or a file picker, one progress bar per
 * file (XMLHttpRequest upload events). Server-rendered it is a plain multipart form.
 */
export function ImageUploader({ endpoint, formAction, csrfToken, maxBytes, accept, lng, labels }: ImageUploaderProps) {
  const [hydrated, setHydrated] = useState(false)
  const [items, setItems] = useState<Item[]>([])
  const [dragging, setDragging] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const nextKey = useRef(1)
  useEffect(() => setHydrated(true), [])

  const update = (key: number, change: Partial<Item>) => setItems((all) => all.map((i) => (i.key === key ? { ...i, ...change } : i)))

  async function uploadAll(files: File[]) {
    const queued = files.map((file) => ({ file, item: { key: nextKey.current++, name: file.name, size: file.size, progress: 0, status: 'waiting' as Item['status'] } }))
    setItems((all) => [...all, ...queued.map((q) => q.item)])
    // Two at a time: quick feedback without flooding the server.
    let next = 0
    const worker = async () => {
      while (next < queued.length) {
        const { file, item } = queued[next++]!
        if (file.size > maxBytes) {
          update(item.key, { status: 'failed', message: labels.tooLarge })
          continue
        }
        update(item.key, { status: 'uploading' })
        const { ok, body } = await send(endpoint, file, csrfToken, (fraction) => update(item.key, { progress: Math.round(fraction * 100) }))
        if (ok) {
          const image = (body as { images?: Array<{ id: number }> })?.images?.[0]
          update(item.key, { status: 'done', progress: 100, href: image ? `/admin/images/${image.id}` : undefined })
        } else {
          const message = (body as { error?: { message?: string } } | null)?.error?.message
          update(item.key, { status: 'failed', message: message ?? labels.failed })
        }
      }
    }
    await Promise.all([worker(), worker()])
  }

  const onDrop = (e: DragEvent<HTMLElement>) => {
    e.preventDefault()
    setDragging(false)
    const files = Array.from(e.dataTransfer?.files ?? [])
    if (files.length) void uploadAll(files)
  }
  const finished = items.length > 0 && items.every((i) => i.status === 'done' || i.status === 'failed')

  return (
    <form
      method="post"
      action={formAction}
      encType="multipart/form-data"
      className={`rounded-2xl border-2 border-dashed p-6 text-center transition-colors ${dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-white'}`}
      data-testid="image-dropzone"
      onDragOver={(e) => {
        e.preventDefault()
        setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      onSubmit={(e) => {
        if (!hydrated) return
        e.preventDefault()
        const files = Array.from(input.current?.files ?? [])
        if (files.length) void uploadAll(files)
      }}
    >
      <p className="font-semibold text-slate-800">{labels.title}</p>
      <p className="mt-1 text-sm text-slate-600">{hydrated ? labels.drop : labels.hint}</p>
      <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
        <label className="btn cursor-pointer border border-slate-300 bg-white text-slate-800 hover:bg-slate-50">
          {labels.choose}
          <input
            ref={input}
            type="file"
            name="files"
            multiple
            accept={accept}
            className={hydrated ? 'sr-only' : 'ml-2'}
            onChange={(e) => {
              const files = Array.from(e.currentTarget.files ?? [])
              if (hydrated && files.length) void uploadAll(files)
              if (hydrated) e.currentTarget.value = ''
            }}
          />
        </label>
        {!hydrated && <button type="submit" className="btn-primary">{labels.submit}</button>}
      </div>
      {items.length > 0 && (
        <ul className="mt-5 space-y-2 text-left" aria-live="polite">
          {items.map((item) => (
            <li key={item.key} className="rounded-lg bg-slate-50 px-3 py-2 text-sm" data-upload-status={item.status}>
              <div className="flex justify-between gap-3">
                <span className="truncate font-medium">{item.href ? <a href={item.href} className="text-brand-700 hover:underline">{item.name}</a> : item.name}</span>
                <span className="shrink-0 text-slate-600">
                  {formatBytes(item.size, lng)} · {item.status === 'done' ? labels.done : item.status === 'failed' ? labels.failed : `${item.progress}%`}
                </span>
              </div>
              {/* A refused upload sent all its bytes: a full bar would read as success, so the message replaces it. */}
              {item.status !== 'failed' && <progress className="mt-1 h-2 w-full" max={100} value={item.progress} aria-label={`${labels.progress}: ${item.name}`} />}
              {item.message && item.status === 'failed' && <p className="mt-1 text-red-700" role="alert">{item.message}</p>}
            </li>
          ))}
        </ul>
      )}
      {finished && items.some((i) => i.status === 'done') && (
        <button type="button" className="btn-primary mt-4" onClick={() => window.location.assign(window.location.pathname)}>
          {labels.refresh}
        </button>
      )}
      {items.some((i) => i.status === 'uploading') && <p className="sr-only">{labels.uploading}</p>}
    </form>
  )
}
