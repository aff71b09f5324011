import type { ComponentType } from 'react'

export type HydrateStrategy = 'load' | 'visible' | 'idle'

/** Every island the client can hydrate; each loads as its own chunk, only on pages that use it. */
export const ISLAND_LOADERS = {
  AdminGrid: () => import('./admin-grid.island').then((m) => m.AdminGrid as ComponentType<never>),
  DispatchBoard: () => import('./dispatch-board.island').then((m) => m.DispatchBoard as ComponentType<never>),
  BlogPreview: () => import('./blog-preview.island').then((m) => m.BlogPreview as ComponentType<never>),
  LanguageTabs: () => import('./language-tabs.island').then((m) => m.LanguageTabs as ComponentType<never>),
  ChatWidget: () => import('./chat-widget.island').then((m) => m.ChatWidget as ComponentType<never>),
  CookieBanner: () => import('./cookie-banner.island').then((m) => m.CookieBanner as ComponentType<never>),
  LongTaskProgress: () => import('./long-task-progress.island').then((m) => m.LongTaskProgress as ComponentType<never>),
  ImageUploader: () => import('./image-uploader.island').then((m) => m.ImageUploader as ComponentType<never>),
  WebpConverter: () => import('./webp-converter.island').then((m) => m.WebpConverter as ComponentType<never>),
  GalleryLightbox: () => import('./gallery-lightbox.island').then((m) => m.GalleryLightbox as ComponentType<never>),
  HeroCarousel: () => import('./hero-carousel.island').then((m) => m.HeroCarousel as ComponentType<never>),
  LanguageMenu: () => import('./language-menu.island').then((m) => m.LanguageMenu as ComponentType<never>),
  NewsletterForm: () => import('./newsletter-form.island').then((m) => m.NewsletterForm as ComponentType<never>),
  PopularTripsFilter: () => import('./popular-trips-filter.island').then((m) => m.PopularTripsFilter as ComponentType<never>),
  SearchForm: () => import('./search-form.island').then((m) => m.SearchForm as ComponentType<never>),
  SiteHeader: () => import('./site-header.island').then((m) => m.SiteHeader as ComponentType<never>),
  Toaster: () => import('./toaster.island').then((m) => m.Toaster as ComponentType<never>),
  TripBookingPicker: () => import('./trip-booking.island').then((m) => m.TripBookingPicker as ComponentType<never>),
  TransferQuote: () => import('./transfer-quote.island').then((m) => m.TransferQuote as ComponentType<never>),
  FerrySuggestions: () => import('./ferry-suggestions.island').then((m) => m.FerrySuggestions as ComponentType<never>),
} satisfies Record<string, () => Promise<ComponentType<never>>>

export type IslandName = keyof typeof ISLAND_LOADERS
