import { PricingForm } from '../../../../../../src/ui/admin/transfer-pricing'

export default function Page() {
  return <PricingForm screen="towns" />
}
