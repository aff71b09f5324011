import { LegalPage } from '../LegalPage'

export default function Page() {
  return <LegalPage />
}
