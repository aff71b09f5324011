import { LegalPage } from '../legal-page'

export default function Page() {
  return <LegalPage />
}
