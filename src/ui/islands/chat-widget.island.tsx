import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { ChatIcon } from '../icons'
import { whatsappLink } from '../../i18n/format'
import type { ChatLabels } from './chat'

const ChatPanel = lazy(() => import('./chat-panel'))

export interface ChatWidgetProps {
  /** The business WhatsApp number from the site settings (the only recipient). */
  whatsapp: string
  labels: ChatLabels
}

/**
 * SPEC §4: a floating "need help?" button that opens the chat panel. Without JavaScript (and
 * until hydrated) it is a plain wa.me link, so a visitor can always reach the business.
 */
export function ChatWidget({ whatsapp, labels }: ChatWidgetProps) {
  const [hydrated, setHydrated] = useState(false)
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => setHydrated(true), [])

  function close() {
    setOpen(false)
    requestAnimationFrame(() => button.current?.focus())
  }

  const buttonClass = 'fixed bottom-4 right-4 z-[80] inline-flex items-center gap-2 rounded-full bg-emerald-700 px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-emerald-800'
  if (!hydrated) {
    return (
      <a href={whatsappLink(whatsapp)} target="_blank" rel="noopener noreferrer" className={buttonClass}>
        <ChatIcon /> {labels.open}
      </a>
    )
  }
  return (
    <>
      {!open && (
        <button ref={button} type="button" onClick={() => setOpen(true)} aria-haspopup="dialog" aria-expanded={false} className={buttonClass}>
          <ChatIcon /> {labels.open}
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <ChatPanel whatsapp={whatsapp} labels={labels} onClose={close} />
        </Suspense>
      )}
    </>
  )
}
