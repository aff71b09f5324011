import type { PageContextServer } from 'vike/types'
import { taxisData } from '../../src/transfers/transfers-page-data.server'

export async function data(pageContext: PageContextServer) {
  return taxisData(pageContext)
}
