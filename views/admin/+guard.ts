import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { pageAccess, pageDeclaration } from '../../src/auth/page-access'

/**
 * Every admin page: the page Vike matched decides, by its own +roles.ts (ADR 019), never the
 * spelling of the address. src/auth/guard.ts has already sent anonymous visitors to the login;
 * this repeats it for any address that reached an admin page some other way.
 */
export function guard(pageContext: PageContextServer) {
  const declared = pageDeclaration(pageContext.pageId, pageContext.configEntries)
  const access = pageAccess({ user: pageContext.user, pageId: pageContext.pageId, declared, refused: pageContext.staffForbidden })
  if (access === 'login') throw redirect(`/auth/login?next=${encodeURIComponent(pageContext.urlOriginal)}`)
  if (access === 'not-staff') throw redirect('/')
  if (access === 'change-password') throw redirect('/admin/account/password')
  if (access === 'forbidden') throw render(403, 'staff-forbidden')
}
