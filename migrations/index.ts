import type { Knex } from 'knex'
import * as initialSchema from './20261122000000_initial_schema'
import * as userPasswordChange from './20261122120000_user_password_change'
import * as translationStamps from './20261122135000_translation_stamps'
import * as webVitalSamples from './20261123100000_web_vital_samples'
import * as imageVariants from './20261124090000_image_variants'
import * as passwordResetTokens from './20261124200000_password_reset_tokens'
import * as jobQueue from './20261126090000_job_queue'
import * as transferBookings from './20261126100000_transfer_bookings'
import * as mailAttachments from './20261126110000_mail_attachments'
import * as payments from './20261126111000_payments'
import * as transferPrices from './20261126112000_transfer_prices'
import * as staffLanguageAndRoles from './20261126113000_staff_language_and_roles'
import * as noFlightTrackingClaim from './20261126113100_no_flight_tracking_claim'
import * as tripBookings from './20261127090000_trip_bookings'
import * as tripEnquiryChildren from './20261127093000_trip_enquiry_children'
import * as siteSearch from './20261128090000_site_search'
import * as testimonialSubject from './20261128093000_testimonial_subject'
import * as seoCanonicalPerLanguage from './20261129090000_seo_canonical_per_language'
import * as sitePromisesUpgrade from './20261129091000_site_promises_upgrade'
import * as mailBodyRetention from './20261129092000_mail_body_retention'
import * as instanceMetrics from './20261129093000_instance_metrics'
import * as imageBlobs from './20261129094000_image_blobs'
import * as longTasks from './20261130100000_long_tasks'
import * as imageBlobsObjectStorage from './20261130120000_image_blobs_object_storage'
import * as blogPreviousSlugs from './20261201090000_blog_previous_slugs'
import * as officeHours from './20261202090000_office_hours'
import * as officeClosedDays from './20261203090000_office_closed_days'
import * as auditLogByActionAndTime from './20261204090000_audit_log_by_action_and_time'
import * as bookingSearchTrigrams from './20261204100000_booking_search_trigrams'
import * as transferVehiclesUpdatedAt from './20261205090000_transfer_vehicles_updated_at'
import * as tripEnquiriesKeepTheirTrip from './20261206090000_trip_enquiries_keep_their_trip'
import * as blogCategoryPreviousSlugs from './20261207090000_blog_category_previous_slugs'

/**
 * Every migration, in order. Listed statically so they load the same way under tsx, vitest
 * and the Knex CLI (Knex's own directory scan would `import()` raw .ts files).
 * src/db/migrations.test.ts fails when a file in this folder is missing here.
 */
export const MIGRATIONS: Array<[name: string, migration: Knex.Migration]> = [
  ['20261122000000_initial_schema', initialSchema],
  ['20261122120000_user_password_change', userPasswordChange],
  ['20261122135000_translation_stamps', translationStamps],
  ['20261123100000_web_vital_samples', webVitalSamples],
  ['20261124090000_image_variants', imageVariants],
  ['20261124200000_password_reset_tokens', passwordResetTokens],
  ['20261126090000_job_queue', jobQueue],
  ['20261126100000_transfer_bookings', transferBookings],
  ['20261126110000_mail_attachments', mailAttachments],
  ['20261126111000_payments', payments],
  ['20261126112000_transfer_prices', transferPrices],
  ['20261126113000_staff_language_and_roles', staffLanguageAndRoles],
  ['20261126113100_no_flight_tracking_claim', noFlightTrackingClaim],
  ['20261127090000_trip_bookings', tripBookings],
  ['20261127093000_trip_enquiry_children', tripEnquiryChildren],
  ['20261128090000_site_search', siteSearch],
  ['20261128093000_testimonial_subject', testimonialSubject],
  ['20261129090000_seo_canonical_per_language', seoCanonicalPerLanguage],
  ['20261129091000_site_promises_upgrade', sitePromisesUpgrade],
  ['20261129092000_mail_body_retention', mailBodyRetention],
  ['20261129093000_instance_metrics', instanceMetrics],
  ['20261129094000_image_blobs', imageBlobs],
  ['20261130100000_long_tasks', longTasks],
  ['20261130120000_image_blobs_object_storage', imageBlobsObjectStorage],
  ['20261201090000_blog_previous_slugs', blogPreviousSlugs],
  ['20261202090000_office_hours', officeHours],
  ['20261203090000_office_closed_days', officeClosedDays],
  ['20261204090000_audit_log_by_action_and_time', auditLogByActionAndTime],
  ['20261204100000_booking_search_trigrams', bookingSearchTrigrams],
  ['20261205090000_transfer_vehicles_updated_at', transferVehiclesUpdatedAt],
  ['20261206090000_trip_enquiries_keep_their_trip', tripEnquiriesKeepTheirTrip],
  ['20261207090000_blog_category_previous_slugs', blogCategoryPreviousSlugs],
]
