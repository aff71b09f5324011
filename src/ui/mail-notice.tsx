import type { TFunction } from 'i18next'
import { usePageContext } from './page-context'

/**
 * What a page says about the e-mail its action queued. Mail leaves through the outbox only while a
 * mail server is configured (canSendMail, src/settings/email-settings.server.ts); so a page never
 * says an e-mail was sent: with a server it says one is on its way (`<group>.sending`), without
 * one it says plainly that none is coming for now (`mailNotice.off`) and what to do instead
 * (`<group>.instead`: keep the reference, the page's voucher, the booking's page).
 */
export function mailNoticeText(t: TFunction, canSendMail: boolean, group: string, vars?: Record<string, unknown>): string {
  return canSendMail ? t(`${group}.sending`, vars) : `${t('mailNotice.off')} ${t(`${group}.instead`, vars)}`
}

export function MailNotice({ canSendMail, group, vars, className }: { canSendMail: boolean; group: string; vars?: Record<string, unknown>; className?: string }) {
  const { t } = usePageContext()
  return (
    <p className={className} data-mail-notice={canSendMail ? 'sending' : 'off'}>
      {mailNoticeText(t, canSendMail, group, vars)}
    </p>
  )
}
