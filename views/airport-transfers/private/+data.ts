import type { PageContextServer } from 'vike/types'
import { serviceData } from '../../../src/transfers/transfers-page-data'

export async function data(pageContext: PageContextServer) {
  return serviceData(pageContext, 'private')
}
