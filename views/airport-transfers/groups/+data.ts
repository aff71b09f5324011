import type { PageContextServer } from 'vike/types'
import { serviceData } from '../../../src/transfers/transfers-page-data.server'

export async function data(pageContext: PageContextServer) {
  return serviceData(pageContext, 'groups')
}
