import type { AppContext } from '../config/app-context'
import type { Language } from '../i18n/languages'
import { findCategory, findPost, listCategories, listPosts, listRelatedPosts } from '../blog/blog.service'
import { heroBannerFormValues, heroBannerImages, listHeroBannersForAdmin } from '../hero-banners/hero-banners.admin'
import { listTestimonialsForAdmin, testimonialAvatar, testimonialFormValues } from '../testimonials/testimonials.admin'
import { blogCategoryFormValues, blogPostFormChoices, blogPostFormValues, blogPostsAdminPage, listBlogCategoriesForAdmin } from '../blog/blog.admin'
import { getContentPage } from '../content/content-pages.service'
import { contentPageForEdit, listContentPagesForAdmin } from '../content/content-pages.admin'
import { findDestination, listDestinations, listPopularDestinations } from '../destinations/destinations.service'
import { destinationFormChoices, destinationFormValues, listDestinationsForAdmin } from '../destinations/destinations.admin'
import { listFaq } from '../faq/faq.service'
import { faqFormValues, listFaqForAdmin } from '../faq/faq.admin'
import { listActiveBanners } from '../hero-banners/hero-banners.service'
import { isPendingToken, isValidUnsubscribeToken } from '../newsletter/newsletter.service'
import { isUsableResetToken } from '../auth/password-reset'
import { findSeoRecord, getSeoRecord } from '../seo/seo.service'
import { getDashboard } from '../back-office/dashboard.service'
import { getTranslationReport } from '../back-office/translation-report'
import { getPerformanceSnapshot } from '../back-office/performance'
import { getWebVitalsReport } from '../rum/rum.admin'
import { utilitiesOverview } from '../back-office/utilities'
import { getPublicPageKeys } from '../settings/api-keys.service'
import { emailSettingsView } from '../settings/email-settings.service'
import { apiKeysView, testMailError } from '../settings/settings.admin'
import { listSeoRecordsForAdmin, seoFormValues } from '../seo/seo.admin'
import { listUsersForAdmin, userFormValues } from '../users/users.admin'
import { getSiteSettings } from '../settings/settings.service'
import { getRatingSummary, listTestimonials } from '../testimonials/testimonials.service'
import { findTripTypeByName, listTripTypes } from '../trip-types/trip-types.service'
import { listTripTypesForAdmin, tripTypeFormValues } from '../trip-types/trip-types.admin'
import { imageDetail, listImagesForAdmin } from '../images/images.admin'
import { listWebpCandidates } from '../images/webp.admin'
import { findBooking } from '../transfers/bookings.service'
import { listTransferRequestsForAdmin, transferRequestDetail } from '../transfers/transfers.admin'
import { priceGrid } from '../transfers/transfer-prices.admin'
import { listChatMessagesForAdmin, openChatMessage } from '../chat/chat.admin'
import { listContactMessagesForAdmin, openContactMessage } from '../contact/contact.admin'
import { listSubscribersForAdmin, subscriberDetail } from '../newsletter/subscribers.admin'
import { getTransferCatalog, quoteFromInput } from '../transfers/transfers.service'
import { listTripsForAdmin, tripDetailsForAdmin, tripFormChoices, tripFormValues, tripLabelForAdmin, tripTypeFilterOptions } from '../trips/trips.admin'
import { findTrip, listPopularTrips, listRelatedTrips, listTrips, listTripsAtDestination, listTripsByType } from '../trips/trips.service'

/**
 * The domain services, handed to Vike pages through pageContext.services so page
 * `+data` hooks and /api routes call the very same functions (and the server keeps one
 * database handle, one cache, one of everything). Those that sign, seal or touch DATA_DIR are
 * bound here to the app's context, so pages never hold a secret.
 */
export function createServices(ctx: Omit<AppContext, 'renderPage'>) {
  return {
  admin: { dashboard: getDashboard },
  passwordReset: { isUsableToken: isUsableResetToken },
  apiKeys: { publicPageKeys: getPublicPageKeys, view: () => apiKeysView(ctx.secrets) },
  emailSettings: { view: () => emailSettingsView(ctx), testError: testMailError },
  users: { adminList: listUsersForAdmin, formValues: userFormValues },
  banners: { listActive: listActiveBanners },
  bannersAdmin: { list: listHeroBannersForAdmin, formValues: heroBannerFormValues, images: heroBannerImages },
  blog: { listPosts, findPost, listRelated: listRelatedPosts, listCategories, findCategory },
  blogAdmin: { postsPage: blogPostsAdminPage, postValues: blogPostFormValues, postChoices: blogPostFormChoices, categories: listBlogCategoriesForAdmin, categoryValues: blogCategoryFormValues },
  content: { getPage: getContentPage },
  pagesAdmin: { list: listContentPagesForAdmin, forEdit: contentPageForEdit },
  destinationsAdmin: { list: listDestinationsForAdmin, formValues: destinationFormValues, formChoices: destinationFormChoices },
  destinations: { listPopular: listPopularDestinations, list: listDestinations, find: findDestination },
  faq: { list: listFaq },
  faqAdmin: { list: listFaqForAdmin, formValues: faqFormValues },
  newsletter: { isPendingToken, isValidUnsubscribeToken: (id: number, token: string) => isValidUnsubscribeToken(ctx.secrets, id, token) },
  seo: { get: getSeoRecord, find: findSeoRecord, adminList: listSeoRecordsForAdmin, formValues: seoFormValues },
  settings: { site: getSiteSettings },
  testimonials: { list: listTestimonials, ratingSummary: getRatingSummary },
  testimonialsAdmin: { list: listTestimonialsForAdmin, formValues: testimonialFormValues, avatar: testimonialAvatar },
  translations: { report: (staffLng: Language) => getTranslationReport(ctx.localesDir, staffLng) },
  performance: { snapshot: getPerformanceSnapshot, webVitals: getWebVitalsReport },
  utilities: { overview: () => utilitiesOverview(ctx.images) },
  images: { adminList: listImagesForAdmin, detail: imageDetail, webpCandidates: listWebpCandidates },
  tripTypes: { list: listTripTypes, findByName: findTripTypeByName, adminList: listTripTypesForAdmin, formValues: tripTypeFormValues },
  transfers: { catalog: getTransferCatalog, quote: quoteFromInput, findBooking: (reference: string, token: string, lng: Language) => findBooking(ctx, reference, token, lng) },
  transfersAdmin: {
    list: (...args: DropFirst<Parameters<typeof listTransferRequestsForAdmin>>) => listTransferRequestsForAdmin(ctx, ...args),
    detail: (...args: DropFirst<Parameters<typeof transferRequestDetail>>) => transferRequestDetail(ctx, ...args),
    priceGrid,
  },
  chatAdmin: { list: listChatMessagesForAdmin, open: openChatMessage },
  contactAdmin: { list: listContactMessagesForAdmin, open: openContactMessage },
  subscribersAdmin: { list: listSubscribersForAdmin, detail: subscriberDetail },
  tripsAdmin: { list: listTripsForAdmin, formValues: tripFormValues, formChoices: tripFormChoices, details: tripDetailsForAdmin, typeOptions: tripTypeFilterOptions, label: tripLabelForAdmin },
  trips: { listPopular: listPopularTrips, listByType: listTripsByType, list: listTrips, find: findTrip, related: listRelatedTrips, atDestination: listTripsAtDestination },
}
}

type DropFirst<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never

export type Services = ReturnType<typeof createServices>
