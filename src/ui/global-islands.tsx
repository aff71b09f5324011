import { ChatWidget } from './islands/chat-widget.island'
import { CookieBanner } from './islands/cookie-banner.island'
import { Island } from './islands/island'
import { LanguageOverlay } from './islands/language-switcher'
import { Toaster } from './islands/toaster.island'
import { LANGUAGE_OPTIONS } from '../i18n/languages'
import { localizedHref } from '../i18n/links'
import { formatPhone } from '../i18n/phone-format'
import { usePageContext } from './page-context'

/**
 * The widgets every page has: notifications, chat, cookie banner, and the language-switch
 * overlay. The visitors' chat assistant stays off staff screens such as the login.
 */
export function GlobalIslands({ chat = true }: { chat?: boolean }) {
  const { t, lng, site, analytics } = usePageContext()
  const c = (key: string) => t(`cookie:${key}`)
  const languageLabel = LANGUAGE_OPTIONS.find((o) => o.code === lng)?.label ?? lng
  return (
    <>
      {/* Shown by CSS only while a language switch started on the previous page is under 1500 ms. */}
      <LanguageOverlay id="language-overlay" lang={lng} text={t('nav.switchingTo', { language: languageLabel })} />
      <Island name="Toaster" component={Toaster} props={{ label: t('toast.label'), closeLabel: t('toast.close') }} />
      {chat && (
        <Island
          name="ChatWidget"
          component={ChatWidget}
          hydrate="idle"
          props={{
            whatsapp: site.whatsapp,
            labels: {
              open: t('chat.open'),
              title: t('chat.title', { name: site.businessName }),
              close: t('chat.close'),
              inputLabel: t('chat.inputLabel'),
              placeholder: t('chat.placeholder'),
              send: t('chat.send'),
              typing: t('chat.typing'),
              // In the visitor's language: SPEC §4 names Spanish and English, the site speaks four (issue 16).
              greeting: t('chat.greeting'),
              autoReply: t('chat.autoReply', { phone: formatPhone(site.phone) }),
              continueOnWhatsApp: t('chat.continueOnWhatsApp'),
              you: t('chat.you'),
              assistant: t('chat.assistant'),
            },
          }}
        />
      )}
      <Island
        name="CookieBanner"
        component={CookieBanner}
        props={{
          measurementId: analytics.ga4MeasurementId,
          privacyHref: localizedHref('/legal/privacy', lng),
          labels: {
            title: c('title'),
            text: c('text'),
            privacy: c('privacy'),
            acceptAll: c('acceptAll'),
            rejectAll: c('rejectAll'),
            customize: c('customize'),
            save: c('save'),
            close: c('close'),
            essential: c('essential'),
            essentialText: c('essentialText'),
            analytics: c('analytics'),
            analyticsText: c('analyticsText'),
            marketing: c('marketing'),
            marketingText: c('marketingText'),
          },
        }}
      />
    </>
  )
}
