import type { PageContextServer } from 'vike/types'
import { hubData } from '../../src/transfers/transfers-page-data.server'

export async function data(pageContext: PageContextServer) {
  return hubData(pageContext)
}
