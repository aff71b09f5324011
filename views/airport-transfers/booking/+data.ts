import type { PageContextServer } from 'vike/types'
import { bookingData } from '../../../src/transfers/transfers-page-data.server'

export async function data(pageContext: PageContextServer) {
  return bookingData(pageContext)
}
