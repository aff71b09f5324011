import type { PageContextServer } from 'vike/types'
import { townData } from '../../../src/transfers/transfers-page-data.server'

export async function data(pageContext: PageContextServer) {
  return townData(pageContext)
}
