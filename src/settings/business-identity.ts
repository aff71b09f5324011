import type { BusinessIdentity } from '../documents/document-types'
import { formatPhone } from '../i18n/phone-format'
import type { SiteSettings } from './settings.schema'

/** Who issues the PDFs (vouchers, receipts, run sheets, manifests): the business as its settings say. */
export function businessIdentity(site: SiteSettings, publicUrl: string, { registration }: { registration?: string } = {}): BusinessIdentity {
  return {
    name: site.businessName,
    phone: formatPhone(site.phone),
    email: site.email,
    address: `${site.address.street}, ${site.address.postalCode} ${site.address.locality}`,
    website: publicUrl,
    ...(registration ? { registration } : {}),
  }
}
