import type { PageContextServer } from 'vike/types'
import { townData } from '../../../src/transfers/transfers-page-data'

export async function data(pageContext: PageContextServer) {
  return townData(pageContext)
}
