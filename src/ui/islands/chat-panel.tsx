import * as ScrollArea from '@radix-ui/react-scroll-area'
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { apiRequest } from './api-client'
import { whatsappLink } from '../../i18n/format'
import { canSend, CHAT_OPEN_LINK_MS, CHAT_TYPING_MS, toE164, type ChatLabels, type ChatMessage } from './chat'

interface ChatPanelProps {
  whatsapp: string
  labels: ChatLabels
  onClose: () => void
}

/** Messages survive closing and reopening the panel while the page is open. */
let conversation: ChatMessage[] = []
let nextId = 1

function message(text: string, isUser: boolean): ChatMessage {
  return { id: nextId++, text, isUser, time: new Date().toISOString() }
}

/**
 * Opens WhatsApp in a new tab. A phone's popup blocker refuses a tab opened by a timer rather than
 * a tap; then window.open answers null. ('noopener' as a feature would make it answer null always,
 * so the new tab's opener is cut by hand.)
 */
function openInNewTab(url: string): boolean {
  const tab = window.open(url, '_blank')
  if (!tab) return false
  tab.opener = null
  return true
}

/**
 * SPEC §9: 500 px tall, at most 80 % of the viewport; scroll area hides its bar after 600 ms.
 * Above the cookie banner while it shows (--cookie-banner-height, as the chat button), and no taller
 * than the room left over it: on a phone's first visit the message box and Send stay in reach.
 */
export default function ChatPanel({ whatsapp, labels, onClose }: ChatPanelProps) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => (conversation.length ? conversation : [message(labels.greeting, false)]))
  const [text, setText] = useState('')
  const [typing, setTyping] = useState(false)
  const [lastLink, setLastLink] = useState<string | null>(null)
  const [blocked, setBlocked] = useState(false)
  const input = useRef<HTMLTextAreaElement>(null)
  const viewport = useRef<HTMLDivElement>(null)
  const timers = useRef<number[]>([])
  const id = useId()

  useEffect(() => {
    conversation = messages
    // Scrolls the conversation only: scrollIntoView would move the page behind the panel too.
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight })
  }, [messages, typing, blocked])
  useEffect(() => {
    input.current?.focus()
    const pending = timers.current
    return () => pending.forEach((timer) => window.clearTimeout(timer))
  }, [])

  function send() {
    const body = text.trim()
    if (!canSend(body)) return
    setText('')
    setBlocked(false)
    setMessages((list) => [...list, message(body, true)])
    setTyping(true)
    // SPEC §8: the forward is fire-and-forget; a failure is only logged.
    apiRequest('POST', '/api/whatsapp/send', { phoneNumber: toE164(whatsapp), message: body, page: window.location.pathname }).catch((error: unknown) =>
      console.error('Chat message could not be forwarded', error),
    )
    const link = whatsappLink(whatsapp, body)
    timers.current.push(
      window.setTimeout(() => {
        setTyping(false)
        setMessages((list) => [...list, message(labels.autoReply, false)])
        setLastLink(link)
      }, CHAT_TYPING_MS),
      window.setTimeout(() => setBlocked(!openInNewTab(link)), CHAT_OPEN_LINK_MS),
    )
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    send()
  }
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      send()
    }
  }

  return (
    <div
      role="dialog"
      aria-labelledby={`${id}-title`}
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
      className="fixed bottom-[calc(1rem+var(--cookie-banner-height,0px))] right-4 z-[80] flex h-[500px] max-h-[min(80vh,calc(100dvh-2rem-var(--cookie-banner-height,0px)))] w-[calc(100vw-2rem)] max-w-sm flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200"
      data-testid="chat-panel"
    >
      <div className="flex items-center justify-between bg-emerald-700 px-4 py-3 text-white">
        <h2 id={`${id}-title`} className="font-semibold">{labels.title}</h2>
        <button type="button" onClick={onClose} aria-label={labels.close} className="rounded-md p-1 hover:bg-white/15">
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true"><path d="M18 6 6 18M6 6l12 12" /></svg>
        </button>
      </div>
      <ScrollArea.Root type="hover" scrollHideDelay={600} className="min-h-0 flex-1 overflow-hidden">
        <ScrollArea.Viewport ref={viewport} className="size-full [&>div]:!block">
          <ol className="flex flex-col gap-2 p-4" aria-live="polite" aria-label={labels.title}>
            {messages.map((m) => (
              <li key={m.id} className={`max-w-[85%] whitespace-pre-wrap rounded-2xl px-3 py-2 text-sm [overflow-wrap:anywhere] ${m.isUser ? 'self-end bg-emerald-700 text-white' : 'self-start bg-slate-100 text-slate-800'}`}>
                <span className="sr-only">{m.isUser ? labels.you : labels.assistant}: </span>
                {m.text}
              </li>
            ))}
            {typing && (
              <li className="self-start rounded-2xl bg-slate-100 px-3 py-2 text-sm text-slate-600" data-testid="chat-typing">
                {labels.typing}
              </li>
            )}
          </ol>
          {lastLink && (
            // When the tab could not open by itself, a tap on a real link opens it (popup blockers allow that).
            <p className="px-4 pb-3 text-sm">
              <a
                href={lastLink}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="chat-continue"
                className={blocked ? 'btn-primary w-full bg-emerald-700 hover:bg-emerald-800' : 'font-semibold text-emerald-800 underline'}
              >
                {labels.continueOnWhatsApp}
              </a>
            </p>
          )}
        </ScrollArea.Viewport>
        <ScrollArea.Scrollbar orientation="vertical" className="flex w-2.5 touch-none select-none p-0.5">
          <ScrollArea.Thumb className="relative flex-1 rounded-full bg-slate-300" />
        </ScrollArea.Scrollbar>
      </ScrollArea.Root>
      <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-slate-200 p-3">
        <label htmlFor={`${id}-input`} className="sr-only">{labels.inputLabel}</label>
        <textarea
          ref={input}
          id={`${id}-input`}
          rows={2}
          maxLength={1000}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={labels.placeholder}
          className="field min-h-0 flex-1 resize-none text-sm"
        />
        <button type="submit" disabled={!canSend(text)} className="btn-primary bg-emerald-700 hover:bg-emerald-800 disabled:cursor-not-allowed disabled:opacity-50">
          {labels.send}
        </button>
      </form>
    </div>
  )
}
