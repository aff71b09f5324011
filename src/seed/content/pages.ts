import type { SeedContentPage } from '../types'
import { servicesPage } from './pages/services'
import { aboutPage } from './pages/about'
import { legalPrivacyPage } from './pages/legal-privacy'
import { legalTermsPage } from './pages/legal-terms'

// Static content pages (Markdown). Company data matches settings.ts.
export const contentPages: SeedContentPage[] = [
  servicesPage,
  aboutPage,
  legalPrivacyPage,
  legalTermsPage,
]
