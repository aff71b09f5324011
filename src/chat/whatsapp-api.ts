/**
 * Adapter for the WhatsApp Cloud API (Meta Graph API): one text message to one number.
 * https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages
 */

export interface WhatsAppApi {
  /** WHATSAPP_API_URL, e.g. https://graph.facebook.com/v21.0 (tests point it at a local stand-in). */
  baseUrl: string
  /** A visitor's request waits for this call: it must not hang on a slow Graph API. */
  timeoutMs: number
}

export interface WhatsAppCredentials {
  accessToken: string
  phoneNumberId: string
}

/**
 * The Graph API refused or did not answer. status is null when no answer came (timeout,
 * network); graphMessage is Graph's own explanation, worth showing to staff.
 */
export class WhatsAppError extends Error {
  constructor(
    readonly status: number | null,
    readonly graphMessage: string,
    readonly graphCode?: number,
  ) {
    super(status === null ? `WhatsApp API: ${graphMessage}` : `WhatsApp API ${status}: ${graphMessage}`)
    this.name = 'WhatsAppError'
  }
}

const MAX_ERROR_TEXT = 500

export async function sendWhatsAppText(api: WhatsAppApi, credentials: WhatsAppCredentials, message: { to: string; body: string }): Promise<{ messageId: string | null }> {
  const url = `${api.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(credentials.phoneNumberId)}/messages`
  const payload = {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to.replace(/\D/g, ''),
    type: 'text',
    text: { preview_url: false, body: message.body },
  }
  let response: Response
  let text: string
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${credentials.accessToken}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(api.timeoutMs),
    })
    text = await response.text()
  } catch (error) {
    throw new WhatsAppError(null, describeFailure(error, api.timeoutMs))
  }
  const answer = parseJson(text)
  if (!response.ok) {
    const graph = (answer as { error?: { message?: unknown; code?: unknown } } | undefined)?.error
    const graphMessage = typeof graph?.message === 'string' ? graph.message : text || 'no error message'
    // Graph does not echo tokens today; this keeps one out of logs and the inbox should it ever.
    throw new WhatsAppError(response.status, graphMessage.replaceAll(credentials.accessToken, '••••').slice(0, MAX_ERROR_TEXT), typeof graph?.code === 'number' ? graph.code : undefined)
  }
  const id = (answer as { messages?: Array<{ id?: unknown }> } | undefined)?.messages?.[0]?.id
  return { messageId: typeof id === 'string' ? id : null }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `no answer within ${timeoutMs} ms`
  const cause = (error as { cause?: { code?: unknown; message?: unknown } })?.cause
  const detail = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : String((error as Error)?.message ?? error)
  return `request failed (${detail})`.slice(0, MAX_ERROR_TEXT)
}
