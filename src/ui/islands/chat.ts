/** SPEC §9: the typing indicator shows for 2000 ms, the WhatsApp link opens after 3000 ms. */
export const CHAT_TYPING_MS = 2000
export const CHAT_OPEN_LINK_MS = 3000

/** SPEC §3: a chat message lives only in the visitor's browser. */
export interface ChatMessage {
  id: number
  text: string
  isUser: boolean
  time: string
}

export interface ChatLabels {
  open: string
  title: string
  close: string
  inputLabel: string
  placeholder: string
  send: string
  typing: string
  greeting: string
  autoReply: string
  continueOnWhatsApp: string
  you: string
  assistant: string
}

/** E.164 as the API expects it: "+34 971 000 000" → "+34971000000". */
export function toE164(phoneNumber: string): string {
  return `+${phoneNumber.replace(/\D/g, '')}`
}

/** SPEC §5: a blank or whitespace-only message cannot be sent. */
export function canSend(text: string): boolean {
  return text.trim().length > 0
}
