import type { PageContextServer } from 'vike/types'
import { bookingData } from '../../../src/transfers/transfers-page-data'

export async function data(pageContext: PageContextServer) {
  return bookingData(pageContext)
}
