import { useState } from 'react'
import { ApiRequestError } from './api-client'

export interface BlogPreviewProps {
  /** POST { markdown } → { html, readingMinutes }: the server's own renderer and sanitising. */
  url: string
  csrfToken?: string
  /** The Markdown textareas, one per language: the id of each and its button label. */
  sources: Array<{ code: string; label: string; fieldId: string }>
  labels: { title: string; hint: string; preview: string; loading: string; failed: string; empty: string; readingTime: string }
}

/**
 * The blog editor's preview: the Markdown of one language is rendered by the server exactly as the
 * public article renders it (no Markdown library in the browser bundle).
 */
export function BlogPreview({ url, csrfToken, sources, labels }: BlogPreviewProps) {
  const [state, setState] = useState<{ status: 'idle' | 'loading' | 'done' | 'error'; html?: string; minutes?: number; message?: string; code?: string }>({ status: 'idle' })

  async function preview(code: string, fieldId: string) {
    const field = document.getElementById(fieldId) as HTMLTextAreaElement | null
    const markdown = field?.value ?? ''
    if (!markdown.trim()) return setState({ status: 'done', html: '', minutes: 0, code })
    setState({ status: 'loading', code })
    try {
      const response = await fetch(url, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-CSRF-Token': csrfToken ?? '' },
        body: JSON.stringify({ markdown }),
      })
      if (!response.ok) throw new ApiRequestError(response.status, response.statusText, null)
      const body = (await response.json()) as { html: string; readingMinutes: number }
      setState({ status: 'done', html: body.html, minutes: body.readingMinutes, code })
    } catch (error) {
      setState({ status: 'error', message: error instanceof Error ? error.message : String(error), code })
    }
  }

  return (
    <section aria-labelledby="blog-preview-title" className="space-y-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h2 id="blog-preview-title" className="text-base font-semibold text-slate-900">{labels.title}</h2>
      <p className="text-sm text-slate-600">{labels.hint}</p>
      <div className="flex flex-wrap gap-2">
        {sources.map((s) => (
          <button key={s.code} type="button" className="rounded-lg bg-white px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50 aria-pressed:bg-brand-50 disabled:opacity-60" aria-pressed={state.code === s.code} onClick={() => void preview(s.code, s.fieldId)} disabled={state.status === 'loading'}>
            {labels.preview.replace('{{language}}', s.label)}
          </button>
        ))}
      </div>
      <div aria-live="polite">
        {state.status === 'loading' && <p className="text-sm text-slate-600">{labels.loading}</p>}
        {state.status === 'error' && <p className="text-sm font-medium text-red-700">{labels.failed} {state.message}</p>}
        {state.status === 'done' && !state.html && <p className="text-sm text-slate-600">{labels.empty}</p>}
        {state.status === 'done' && state.html && (
          <>
            <p className="text-sm text-slate-600">{labels.readingTime.replace('{{count}}', String(state.minutes ?? 1))}</p>
            <div lang={state.code} className="prose-content mt-2 max-h-[32rem] overflow-auto rounded-lg bg-white p-4 ring-1 ring-slate-200" dangerouslySetInnerHTML={{ __html: state.html }} />
          </>
        )}
      </div>
    </section>
  )
}
