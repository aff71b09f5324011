/** The transfer services with their own page, and the vehicle classes each one presents. */
export const TRANSFER_SERVICES = ['private', 'groups', 'vip'] as const
export type TransferService = (typeof TRANSFER_SERVICES)[number]

export const SERVICE_VEHICLES: Record<TransferService, string[]> = { private: ['car', 'minivan'], groups: ['minibus'], vip: ['vip'] }

/** The transfer pages that always exist (the sitemap lists them). */
export const TRANSFER_PAGE_PATHS: readonly string[] = ['/airport-transfers', ...TRANSFER_SERVICES.map((s) => `/airport-transfers/${s}`), '/airport-transfers/request', '/menorca-taxis']
