import { Island } from '../../../src/ui/islands/island'
import { NewsletterForm } from '../../../src/ui/islands/newsletter-form.island'
import { usePageContext } from '../../../src/ui/page-context'
import { mailNoticeText } from '../../../src/ui/mail-notice'

export function Newsletter() {
  const { t, formStarted } = usePageContext()
  return (
    <section aria-labelledby="newsletter" className="container-page py-16">
      <div className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center text-white sm:px-12">
        <h2 id="newsletter" className="text-2xl font-bold sm:text-3xl">{t('home:newsletter.title')}</h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-50">{t('home:newsletter.text')}</p>
        <Island
          name="NewsletterForm"
          component={NewsletterForm}
          hydrate="visible"
          props={{
            formStarted,
            labels: {
              honeypot: t('forms.honeypot'),
              emailLabel: t('home:newsletter.emailLabel'),
              placeholder: t('home:newsletter.placeholder'),
              submit: t('home:newsletter.submit'),
              submitting: t('home:newsletter.submitting'),
              invalidEmail: t('forms.errors.email'),
              // The answer's confirmationEmailSent picks one: an e-mail on its way, or none while no mail can go out.
              sentTitle: t('newsletterPage.sentTitle'),
              sentText: mailNoticeText(t, true, 'newsletterPage.confirmMail'),
              unsentTitle: t('newsletterPage.unsentTitle'),
              unsentText: mailNoticeText(t, false, 'newsletterPage.confirmMail'),
              errorTitle: t('home:newsletter.errorTitle'),
              subscribeFailed: t('home:newsletter.subscribeFailed'),
            },
          }}
        />
        <p className="mt-4 text-xs text-brand-100">{t('home:newsletter.privacy')}</p>
      </div>
    </section>
  )
}
