import { VehicleFormPage } from '../../../../src/ui/admin/fleet-forms'
import { usePageData } from '../../../../src/ui/page-context'
import type { NewVehicleData } from './+data'

export default function Page() {
  return <VehicleFormPage {...usePageData<NewVehicleData>()} />
}
