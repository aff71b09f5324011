import type { PageContextServer } from 'vike/types'
import { requestData } from '../../../src/transfers/transfers-page-data.server'

export async function data(pageContext: PageContextServer) {
  return requestData(pageContext)
}
