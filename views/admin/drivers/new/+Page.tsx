import { DriverFormPage } from '../../../../src/ui/admin/fleet-forms'
import { usePageData } from '../../../../src/ui/page-context'
import type { NewDriverData } from './+data'

export default function Page() {
  return <DriverFormPage {...usePageData<NewDriverData>()} />
}
