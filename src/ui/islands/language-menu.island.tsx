import { useEffect, useRef, useState } from 'react'
import { LanguageSwitcher, type LanguageChoice } from './language-switcher'

export interface LanguageMenuProps {
  current: string
  choices: LanguageChoice[]
  label: string
}

export function LanguageMenu(props: LanguageMenuProps) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      setOpen(false)
      root.current?.querySelector<HTMLElement>('summary')?.focus()
    }
    function onPointerDown(event: PointerEvent) {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open])
  return (
    <div ref={root}>
      <LanguageSwitcher {...props} open={open} onToggle={() => setOpen((o) => !o)} />
    </div>
  )
}
