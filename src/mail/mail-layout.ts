/** One look for every e-mail: a heading, paragraphs, an optional table of details and a button. */
export interface MailContent {
  subject: string
  heading: string
  paragraphs: string[]
  details?: Array<[label: string, value: string]>
  button?: { label: string; url: string }
  /** More buttons after the first, for a choice (another date or a refund). */
  moreButtons?: Array<{ label: string; url: string }>
  footer: string
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export function renderMail(content: MailContent, lng: string): { subject: string; html: string; text: string } {
  const details = content.details?.length
    ? `<table role="presentation" cellpadding="6" style="border-collapse:collapse;margin:16px 0;width:100%">${content.details
        .map(([k, v]) => `<tr><th align="left" style="border-bottom:1px solid #e2e8f0;color:#475569;font-weight:600;vertical-align:top;width:35%">${escape(k)}</th><td style="border-bottom:1px solid #e2e8f0;white-space:pre-wrap">${escape(v)}</td></tr>`)
        .join('')}</table>`
    : ''
  const buttons = [...(content.button ? [content.button] : []), ...(content.moreButtons ?? [])]
  const button = buttons
    .map((b) => `<p style="margin:24px 0"><a href="${escape(b.url)}" style="background:#155e75;border-radius:999px;color:#fff;display:inline-block;font-weight:600;padding:12px 24px;text-decoration:none">${escape(b.label)}</a></p>`)
    .join('\n')
  const html = `<!DOCTYPE html><html lang="${escape(lng)}"><head><meta charset="utf-8"><title>${escape(content.subject)}</title></head>
<body style="background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#1e293b;margin:0;padding:24px">
<div style="background:#fff;border-radius:12px;margin:0 auto;max-width:600px;padding:32px">
<h1 style="color:#164e63;font-size:22px;margin:0 0 16px">${escape(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="line-height:1.5;margin:0 0 12px;white-space:pre-wrap">${escape(p)}</p>`).join('\n')}
${details}${button}
<p style="border-top:1px solid #e2e8f0;color:#64748b;font-size:12px;margin-top:24px;padding-top:12px">${escape(content.footer)}</p>
</div></body></html>`
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.details ?? []).map(([k, v]) => `${k}: ${v}`),
    ...buttons.flatMap((b) => ['', `${b.label}: ${b.url}`]),
    '',
    '--',
    content.footer,
  ].join('\n')
  return { subject: content.subject, html, text }
}
