import type { NotificationRecipient } from '../../settings/business.schema'
import type { SeedSiteSettings } from '../types'

// Demo business data. The tax id is made up (B07 = Balearic Islands prefix) and deliberately
// carries an invalid check digit so it cannot belong to a real company.
export const siteSettings: SeedSiteSettings = {
  businessName: 'Menorca Tours & Transfers',
  legalName: 'Menorca Tours i Transfers, S.L.',
  taxId: 'B07482913',
  // E.164 as required by the type; displayed as +34 971 36 24 18 / +34 611 42 87 30
  phone: '+34971362418',
  whatsapp: '+34611428730',
  email: 'hola@menorcatours.example',
  address: {
    street: 'Moll de Llevant, 124',
    postalCode: '07701',
    locality: 'Maó',
    region: 'Illes Balears',
    country: 'ES',
  },
  // Moll de Llevant, port of Maó
  latitude: 39.888300,
  longitude: 4.270200,
  openingHours: {
    es: 'Abril–octubre: lunes a sábado de 09:00 a 20:00 y domingo de 10:00 a 14:00. Noviembre–marzo: lunes a viernes de 09:30 a 17:00.',
    en: 'April–October: Monday to Saturday 09:00–20:00, Sunday 10:00–14:00. November–March: Monday to Friday 09:30–17:00.',
    de: 'April–Oktober: Montag bis Samstag 09:00–20:00 Uhr, Sonntag 10:00–14:00 Uhr. November–März: Montag bis Freitag 09:30–17:00 Uhr.',
    ca: "Abril–octubre: de dilluns a dissabte de 09:00 a 20:00 i diumenge de 10:00 a 14:00. Novembre–març: de dilluns a divendres de 09:30 a 17:00.",
  },
  social: {
    facebook: 'https://www.facebook.com/menorcatours.example',
    instagram: 'https://www.instagram.com/menorcatours.example',
  },
}

/** The staff e-mails of the demo (new bookings, customers' messages) go to the business address, in Spanish. */
export const notificationRecipients: NotificationRecipient[] = [{ email: siteSettings.email, language: 'es', topics: ['bookings', 'messages'] }]
