// What a domain hands the documents kit: plain data, every string already translated into the
// reader's language and every date already formatted (island time). The kit only lays it out.
import type { TFunction } from 'i18next'
import type { Language } from '../i18n/languages'

/** Who issues the document: printed at the top of every voucher and run sheet. */
export interface BusinessIdentity {
  name: string
  phone?: string
  email?: string
  address?: string
  website?: string
  /** Its tax registration, as the reader's language words it ("NIF: B07482913"): on receipts. */
  registration?: string
}

/** A titled block of label/value rows ("Outbound", [["Pick-up", "21 Aug 2026, 14:05"], …]). */
export interface DocumentSection {
  heading: string
  rows: Array<[label: string, value: string]>
}

/** Who a staff document (run sheet, manifest) is printed for: its language, its words, and who prints it (the footer says so). */
export interface DocumentReader {
  lng: Language
  t: TFunction
  name: string
}

interface DocumentMeta {
  /** BCP 47 language of the text (es, en, de, ca): screen readers and PDF viewers read it. */
  language: string
  /** The PDF's creation date; fixed, it makes the bytes reproducible (tests). Default: now. */
  createdAt?: Date
}

export interface VoucherDocument extends DocumentMeta {
  business: BusinessIdentity
  /** The big title ("Transfer voucher"). */
  title: string
  /** "Booking reference" and "TR-2026-0042". */
  referenceLabel: string
  reference: string
  /** The QR code's content: a link (signed by the domain) to the booking. */
  qrUrl: string
  /** One short line under the QR code ("Scan to see your booking"). */
  qrCaption: string
  sections: DocumentSection[]
  /** Heading over the notes ("Good to know"); the notes are printed without one when absent. */
  notesHeading?: string
  /** Paragraphs: how and what to pay, the meeting point, a map link printed as text. */
  notes: string[]
  /** The last line of each page (cancellation policy, thanks). */
  footer: string
}

export interface TableColumn {
  header: string
  /** Relative width: the columns share the page width in proportion to these. */
  width: number
  align?: 'left' | 'center' | 'right'
}

export interface TableRow {
  cells: string[]
  /** Printed in bold on a tinted band (payment due on board, a job nobody drives yet). */
  emphasis?: boolean
  /** A group's heading (a driver, a departure): never the last row of a page, away from its first row. */
  keepWithNext?: boolean
}

export interface TableDocument extends DocumentMeta {
  business?: BusinessIdentity
  title: string
  /** Lines under the title (the driver and the vehicle, the day, a count). */
  subtitle: string[]
  columns: TableColumn[]
  rows: TableRow[]
  /** Shown instead of rows when there are none ("No jobs on this day"). */
  emptyText: string
  /** The page number in the reader's language, e.g. (1, 3) => "Page 1 of 3" or "1 / 3". */
  pageLabel: (page: number, pages: number) => string
  /** When and by whom it was produced, already formatted ("Printed 21/08/2026 18:04"). */
  generated: string
}
