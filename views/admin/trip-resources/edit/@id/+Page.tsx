import { TripResourceFormPage } from '../../../../../src/ui/admin/trip-resource-form'
import { usePageData } from '../../../../../src/ui/page-context'
import type { EditTripResourceData } from './+data'

export default function Page() {
  return <TripResourceFormPage {...usePageData<EditTripResourceData>()} />
}
