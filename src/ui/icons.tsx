// Inline SVG icons (decorative: aria-hidden; the surrounding control carries the label).
interface IconProps {
  className?: string
}

const base = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const

export const SearchIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...base} className={className}><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></svg>
)
export const MenuIcon = ({ className = 'size-6' }: IconProps) => (
  <svg {...base} className={className}><path d="M4 6h16M4 12h16M4 18h16" /></svg>
)
export const UserIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...base} className={className}><circle cx="12" cy="8" r="4" /><path d="M4 21a8 8 0 0 1 16 0" /></svg>
)
export const ChevronDownIcon = ({ className = 'size-4' }: IconProps) => (
  <svg {...base} className={className}><path d="m6 9 6 6 6-6" /></svg>
)
export const ChevronLeftIcon = ({ className = 'size-6' }: IconProps) => (
  <svg {...base} className={className}><path d="m15 18-6-6 6-6" /></svg>
)
export const ChevronRightIcon = ({ className = 'size-6' }: IconProps) => (
  <svg {...base} className={className}><path d="m9 18 6-6-6-6" /></svg>
)
export const PauseIcon = ({ className = 'size-6' }: IconProps) => (
  <svg {...base} className={className}><path d="M9 6v12M15 6v12" strokeWidth={3} /></svg>
)
export const PlayIcon = ({ className = 'size-6' }: IconProps) => (
  <svg {...base} className={className}><path d="M8 6v12l10-6z" fill="currentColor" /></svg>
)
export const PhoneIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...base} className={className}><path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" /></svg>
)
export const MailIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...base} className={className}><rect x="2" y="4" width="20" height="16" rx="2" /><path d="m22 7-10 6L2 7" /></svg>
)
export const StarIcon = ({ className = 'size-4', filled = true }: IconProps & { filled?: boolean }) => (
  <svg {...base} fill={filled ? 'currentColor' : 'none'} className={className}><path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" /></svg>
)
export const MapPinIcon = ({ className = 'size-4' }: IconProps) => (
  <svg {...base} className={className}><path d="M20 10c0 6-8 12-8 12S4 16 4 10a8 8 0 0 1 16 0z" /><circle cx="12" cy="10" r="3" /></svg>
)
export const ClockIcon = ({ className = 'size-4' }: IconProps) => (
  <svg {...base} className={className}><circle cx="12" cy="12" r="10" /><path d="M12 6v6l4 2" /></svg>
)
export const FacebookIcon = ({ className = 'size-5' }: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className}><path d="M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H6v4h3v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z" /></svg>
)
export const InstagramIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...base} className={className}><rect x="2" y="2" width="20" height="20" rx="5" /><circle cx="12" cy="12" r="4" /><circle cx="17.5" cy="6.5" r="1" fill="currentColor" /></svg>
)
export const RssIcon = ({ className = 'size-4' }: IconProps) => (
  <svg {...base} className={className}><path d="M4 11a9 9 0 0 1 9 9M4 4a16 16 0 0 1 16 16" /><circle cx="5" cy="19" r="1" fill="currentColor" /></svg>
)
export const ArrowRightIcon = ({ className = 'size-4' }: IconProps) => (
  <svg {...base} className={className}><path d="M5 12h14M13 6l6 6-6 6" /></svg>
)
export const CheckIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...base} className={className}><path d="m5 12 5 5L20 7" /></svg>
)
export const ChatIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...base} className={className}><path d="M21 12a8.5 8.5 0 0 1-12.6 7.4L3 21l1.6-5.2A8.5 8.5 0 1 1 21 12z" /></svg>
)
export const CloseIcon = ({ className = 'size-5' }: IconProps) => (
  <svg {...base} className={className}><path d="M18 6 6 18M6 6l12 12" /></svg>
)
