import type { PageContextServer } from 'vike/types'
import { confirmationData } from '../../../../src/transfers/transfers-page-data.server'

export async function data(pageContext: PageContextServer) {
  return confirmationData(pageContext)
}
