import { TripResourceFormPage } from '../../../../src/ui/admin/trip-resource-form'
import { usePageData } from '../../../../src/ui/page-context'
import type { NewTripResourceData } from './+data'

export default function Page() {
  return <TripResourceFormPage {...usePageData<NewTripResourceData>()} />
}
