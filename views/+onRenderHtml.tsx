import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { adminHead } from '../src/back-office/admin-head'
import { earlyScript } from '../src/consent/early-script'
import { pageTypeOf } from '../src/rum/page-types'
import { buildPageHead, errorAnswerHead } from '../src/seo/head'
import { libraryImageFacts, libraryPathsIn } from '../src/images/image-facts.server'
import { ImageFactsProvider } from '../src/ui/image-facts'
import { formHasProblems } from '../src/lib/forms'
import { DocumentHead } from '../src/ui/document-head'
import { AdminLayout } from '../src/ui/admin-layout'
import { AuthLayout, MinimalLayout, SiteLayout } from '../src/ui/layout'
import { PageContextProvider } from '../src/ui/page-context'
import '../src/ui/styles.css'

const LAYOUTS = { site: SiteLayout, minimal: MinimalLayout, auth: AuthLayout, admin: AdminLayout }

export async function onRenderHtml(pageContext: PageContextServer) {
  const Page = pageContext.Page as React.ComponentType
  // A staff member refused a screen (views/admin/+guard.ts) stays inside the admin.
  const staffForbidden = isStaffForbidden(pageContext)
  const layout = staffForbidden ? 'admin' : (pageContext.config.layout ?? 'site')
  const Layout = LAYOUTS[layout]
  // One query for every library picture of the page: alt texts in its language, sizes, transparency (ADR 051).
  const imagePaths = layout === 'admin' ? [] : libraryPathsIn(pageContext.data)
  const imageFacts = await libraryImageFacts(pageContext.lng, imagePaths, pageContext.appContext.images)
  const body = renderToString(
    <PageContextProvider value={pageContext}>
      <ImageFactsProvider value={imageFacts}>
        <Layout>
          <Page />
        </Layout>
      </ImageFactsProvider>
    </PageContextProvider>,
  )
  const head = staffForbidden ? adminHead(pageContext, pageContext.t('admin:forbidden.title')) : isErrorAnswer(pageContext) ? errorAnswerHead(pageContext.data?.head ?? errorPageHead(pageContext)) : (pageContext.data?.head ?? errorPageHead(pageContext))
  const verification = pageContext.config.layout === 'admin' || staffForbidden ? undefined : pageContext.siteVerification
  // A form sent back with errors says so in the tab's title too: the first thing a screen reader announces (WCAG 3.3.1).
  const title = formHasProblems(pageContext.form) ? pageContext.t('forms.titleWithErrors', { title: head.title }) : head.title
  const headHtml = renderToStaticMarkup(<DocumentHead head={head} title={title} lng={pageContext.lng} siteName={pageContext.site.businessName} verification={verification} csrfToken={pageContext.csrfToken} />)
  // Consent Mode defaults must be in place before any tag can load (and before the islands run).
  // Allowed by its hash in the page's Content-Security-Policy (src/server/security.ts).
  const early = `<script>${earlyScript(pageContext.analytics?.ga4MeasurementId ?? null)}</script>`
  // The client entry measures Core Web Vitals on public pages only (src/rum/rum-start.ts).
  const pageType = pageTypeOf(pageContext.pageId)
  const rumRate = pageContext.analytics?.rumSampleRate ?? 0
  const rum = pageType && rumRate > 0 ? dangerouslySkipEscape(` data-page-type="${pageType}" data-rum-rate="${rumRate}"`) : ''
  return escapeInject`<!DOCTYPE html>
<html lang="${pageContext.lng}"${rum}>
<head>${dangerouslySkipEscape(headHtml + early)}</head>
<body>${dangerouslySkipEscape(body)}</body>
</html>`
}

function isStaffForbidden(pageContext: PageContextServer): boolean {
  return pageContext.abortStatusCode === 403 && pageContext.abortReason === 'staff-forbidden'
}

/**
 * The error page (404, 410, 500…) and a page answering an error the server chose (405: the address
 * does not take that method); not a form sent back with its messages, which is the page itself.
 */
function isErrorAnswer(pageContext: PageContextServer): boolean {
  if (pageContext.is404 || pageContext.abortStatusCode || pageContext.errorWhileRendering) return true
  // A page that is itself the answer to a dead link names its status in its data (render.ts).
  const dataStatus = (pageContext.data as { httpStatus?: unknown } | undefined)?.httpStatus
  return !pageContext.form && ((pageContext.answerStatus ?? 200) >= 400 || (typeof dataStatus === 'number' && dataStatus >= 400))
}

/** Error pages have no +data hook: their head is built here and never indexed. */
function errorPageHead(pageContext: PageContextServer) {
  const key = pageContext.is404 ? 'notFound' : 'serverError'
  return buildPageHead({
    lng: pageContext.lng,
    path: pageContext.urlPathname,
    publicUrl: pageContext.publicUrl,
    site: pageContext.site,
    fallback: { title: pageContext.t(`errors.${key}.title`), description: pageContext.t(`errors.${key}.text`) },
    robots: 'noindex, follow',
  })
}
