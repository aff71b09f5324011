import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { ChatIcon } from '../icons'
import { whatsappLink } from '../../i18n/format'
import type { ChatLabels } from './chat'
import { useChatButtonPlacement, type ChatButtonPlacement } from './chat-placement'

const ChatPanel = lazy(() => import('./chat-panel'))

export interface ChatWidgetProps {
  /** The business WhatsApp number from the site settings (the only recipient). */
  whatsapp: string
  labels: ChatLabels
}

// Above the cookie banner while it shows (--cookie-banner-height, src/ui/islands/cookie-banner.island.tsx).
const BUTTON = 'fixed bottom-[calc(1rem+var(--cookie-banner-height,0px))] right-4 z-[80] inline-flex h-12 items-center justify-center gap-2 rounded-full bg-emerald-700 text-sm font-semibold text-white shadow-lg hover:bg-emerald-800 motion-safe:transition-[opacity,translate]'
/** Before the first measurement (and without JavaScript): an icon on phones, labelled from sm up. */
const SHAPES: Record<ChatButtonPlacement | 'unplaced', { button: string; label: string }> = {
  unplaced: { button: 'w-12 sm:w-auto sm:px-4', label: 'sr-only sm:not-sr-only' },
  full: { button: 'px-4', label: '' },
  compact: { button: 'w-12', label: 'sr-only' },
  // Still reachable from the keyboard: focus brings it back.
  hidden: { button: 'w-12 pointer-events-none translate-y-2 opacity-0 focus:pointer-events-auto focus:translate-y-0 focus:opacity-100', label: 'sr-only' },
}

/**
 * SPEC §4: a floating "need help?" button that opens the chat panel. Without JavaScript (and
 * until hydrated) it is a plain wa.me link, so a visitor can always reach the business. It never
 * covers a control (chat-placement.ts), and sits in a landmark of its own so no content of the
 * page is outside every landmark (axe `region`).
 */
export function ChatWidget({ whatsapp, labels }: ChatWidgetProps) {
  const [hydrated, setHydrated] = useState(false)
  const [open, setOpen] = useState(false)
  const region = useRef<HTMLElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => setHydrated(true), [])
  const placement = useChatButtonPlacement(region, button, hydrated && !open)
  const shape = SHAPES[placement ?? 'unplaced']

  function close() {
    setOpen(false)
    requestAnimationFrame(() => button.current?.focus())
  }

  const content = <><ChatIcon /><span className={shape.label}>{labels.open}</span></>
  return (
    <aside ref={region} aria-label={labels.title}>
      {!hydrated && (
        <a href={whatsappLink(whatsapp)} target="_blank" rel="noopener noreferrer" data-chat-fallback className={`${BUTTON} ${shape.button}`}>
          {content}
        </a>
      )}
      {hydrated && !open && (
        <button
          ref={button}
          type="button"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          aria-expanded={false}
          data-placement={placement}
          data-testid="chat-button"
          className={`${BUTTON} ${shape.button}`}
        >
          {content}
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <ChatPanel whatsapp={whatsapp} labels={labels} onClose={close} />
        </Suspense>
      )}
    </aside>
  )
}
