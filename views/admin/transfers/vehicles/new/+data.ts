import type { PageContextServer } from 'vike/types'
import { pricingFormData } from '../../pricing-pages'

export function data(pageContext: PageContextServer) {
  return pricingFormData(pageContext, 'vehicles')
}
