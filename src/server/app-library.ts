/**
 * The app as a library, out of the same build as the pages (dist/server/app-library.mjs): what the
 * in-process tests build an app from, so that the app and the pages share one copy of every
 * module, as in production (docs/decisions/029).
 */
export { createApp } from './app'
export { closeDatabase, migrateToLatest, openDatabase } from '../db/knex'
export { seedDemoContent } from '../seed/seed'
export { createI18n } from '../i18n/i18n.server'
export { createLogger, databaseTimeoutsOf } from './boot'

// What tests reach into, from this build's copy (one per process, shared with the pages).
export { invalidateHtmlCache } from '../lib/html-cache'
export { renderQueue } from '../images/render-queue'
export { pruneExpiredWebVitals } from '../rum/rum.server'
export { saveApiKeys } from '../settings/api-keys.server'
export { watchNextPublication } from '../blog/blog.admin.server'
export { JobQueue } from '../jobs/job-queue'
export { MAX_ATTACHMENT_BYTES, queueMail } from '../mail/mail.server'
export { transactionThen } from '../db/after-commit'
export { startCheckout, expireCheckout, refund, paymentsOf, paymentSummaryOf, onlinePaymentsAvailable } from '../payments/payments.server'
export { cancelTripBooking, changeTripParticipants, moveTripBooking } from '../trip-bookings/trip-booking-changes.server'
export { createTripBooking } from '../trip-bookings/trip-bookings.server'
export { refundTripBooking } from '../trip-bookings/trip-refunds.server'
export { originalStoreFor } from '../images/originals.server'
export { importLocalOriginals, trackLocalCopies } from '../images/import-local-originals.server'
export { clearImageCache } from '../back-office/image-cache'
export { readLongTask, startLongTask } from '../jobs/long-tasks.server'
export { IMAGE_CACHE_REBUILD_JOB } from '../back-office/image-cache'
export { imageCacheCounters, forgetOptimizedImages } from '../images/optimize'
