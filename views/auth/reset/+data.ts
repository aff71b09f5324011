import type { PageContextServer } from 'vike/types'
import { adminHead } from '../../../src/back-office/admin-head'
import { RESET_TOKEN_PATTERN } from '../../../src/auth/password-reset.server'
import { isUsableResetToken } from '../../../src/auth/password-reset.server'

/** Opening the link only shows the form: the token is spent by the POST that sets the password. */
export async function data(pageContext: PageContextServer) {
  const { query, form, t } = pageContext
  const given = form?.values.token ?? query.token ?? ''
  const token = RESET_TOKEN_PATTERN.test(given) ? given : null
  const usable = query.invalid !== '1' && token !== null && (await isUsableResetToken(token))
  return { head: adminHead(pageContext, t('admin:passwordReset.resetTitle')), token: usable ? token : null }
}

export type ResetData = Awaited<ReturnType<typeof data>>
