import { businessIdentity } from '../settings/business-identity'
import type { TFunction } from 'i18next'
import { z } from 'zod'
import type { ServiceContext } from '../config/app-context'
import type { BusinessIdentity, DocumentReader, TableColumn, TableRow } from '../documents/document-types'
import { renderTablePdf } from '../documents/table-pdf.server'
import { DriverModel } from '../fleet/fleet.model'
import { formatIslandDate, formatDateTime } from '../i18n/format'
import { formatPhone } from '../i18n/phone-format'
import type { DownloadFile } from '../lib/download'
import { NotFoundError } from '../lib/errors'
import { getSiteSettings } from '../settings/settings.server'
import { isLocalDate } from '../lib/island-time'
import { jobsOn, paymentText, type Job } from './jobs.server'
import { IdNumberSchema } from '../lib/params'

// The printed day (ADR 040): one driver's run sheet and the whole day's manifest, grouped by
// driver with the unassigned jobs last. The same job lines as the phone view, on landscape A4,
// in the reader's language.

const DateSchema = z.string().refine(isLocalDate, { error: 'date' })
const DriverIdSchema = IdNumberSchema

export const RunSheetQuerySchema = z.object({ date: DateSchema, driver: DriverIdSchema })
export const ManifestQuerySchema = z.object({ date: DateSchema })

const PDF = 'application/pdf'
const r = (t: TFunction, key: string, options?: Record<string, unknown>) => t(`admin:runSheet.${key}`, options)

function columns(t: TFunction, withDriver: boolean): TableColumn[] {
  const c = (key: string, width: number): TableColumn => ({ header: r(t, `columns.${key}`), width })
  return [c('time', 0.6), c('passengers', 1.3), c('travel', 1), c('route', 2.6), c('customer', 1.6), c('notes', 2), c('payment', 1.1), c(withDriver ? 'driverVehicle' : 'vehicle', 1.4)]
}

function jobRow(t: TFunction, job: Job, withDriver: boolean): TableRow {
  const route = [`${job.from} → ${job.to}`, job.pickupPoint ? `${r(t, 'pickupPoint')}: ${job.pickupPoint}` : ''].filter(Boolean).join('\n')
  const notes = [...job.extras, job.notes, job.bookingStatus === 'on_request' ? r(t, 'onRequest') : ''].filter(Boolean).join('\n')
  const vehicle = withDriver ? [job.driver?.name ?? r(t, 'unassigned'), job.vehicle].join('\n') : job.vehicle
  return {
    cells: [job.time, `${job.passengers}\n${job.luggage}`, job.travel ?? '—', route, `${job.customer.name}\n${job.customer.phone}\n${job.reference}`, notes, paymentText(t, job.payment), vehicle],
    emphasis: job.payment.kind === 'collect',
  }
}

async function issuer(ctx: ServiceContext): Promise<BusinessIdentity> {
  return businessIdentity(await getSiteSettings(), ctx.publicUrl)
}


function commonParts(reader: DocumentReader, now: Date) {
  return {
    language: reader.lng,
    createdAt: now,
    pageLabel: (page: number, pages: number) => r(reader.t, 'page', { page, pages }),
    generated: r(reader.t, 'generated', { date: formatDateTime(now, reader.lng), name: reader.name }),
  }
}

/** One driver's day: a 404 for a driver who does not exist. */
export async function runSheetPdf(ctx: ServiceContext, query: z.infer<typeof RunSheetQuerySchema>, reader: DocumentReader, now = new Date()): Promise<DownloadFile> {
  const driver = await DriverModel.query().findById(query.driver)
  if (!driver) throw new NotFoundError('Driver not found')
  const { t, lng } = reader
  const [business, jobs] = await Promise.all([issuer(ctx), jobsOn(ctx, { dates: [query.date], driverId: driver.id }, lng, t, now)])
  const vehicles = [...new Set(jobs.filter((j) => j.vehicleAssigned).map((j) => j.vehicle))]
  const content = await renderTablePdf({
    ...commonParts(reader, now),
    business,
    title: r(t, 'title'),
    subtitle: [
      `${r(t, 'driver')}: ${driver.name} · ${formatPhone(driver.phone)}`,
      `${r(t, 'date')}: ${formatIslandDate(query.date, lng)}`,
      ...(vehicles.length ? [`${r(t, 'vehicle')}: ${vehicles.join(', ')}`] : []),
      r(t, 'count', { count: jobs.length }),
    ],
    columns: columns(t, false),
    rows: jobs.map((job) => jobRow(t, job, false)),
    emptyText: r(t, 'empty'),
  })
  return { filename: `${r(t, 'file')} ${query.date} ${driver.name}.pdf`, contentType: PDF, content }
}

/** The whole day: every live job grouped by driver (by name), the unassigned ones last. */
export async function manifestPdf(ctx: ServiceContext, query: z.infer<typeof ManifestQuerySchema>, reader: DocumentReader, now = new Date()): Promise<DownloadFile> {
  const { t, lng } = reader
  const [business, jobs] = await Promise.all([issuer(ctx), jobsOn(ctx, { dates: [query.date] }, lng, t, now)])
  const groups = new Map<string, { name: string; phone: string; jobs: Job[] }>()
  const sorted = [...jobs].sort((a, b) => (a.driver ? 0 : 1) - (b.driver ? 0 : 1) || (a.driver?.name ?? '').localeCompare(b.driver?.name ?? '') || a.pickupAt.localeCompare(b.pickupAt))
  for (const job of sorted) {
    const key = job.driver ? String(job.driver.id) : 'unassigned'
    if (!groups.has(key)) groups.set(key, { name: job.driver?.name ?? r(t, 'unassigned'), phone: job.driver?.phone ?? '', jobs: [] })
    groups.get(key)!.jobs.push(job)
  }
  const cols = columns(t, true)
  const rows: TableRow[] = [...groups.values()].flatMap((group) => [
    // A heading row per driver, its words in the wide columns (the time column is narrow).
    { cells: ['', group.name, group.phone, r(t, 'count', { count: group.jobs.length }), ...cols.slice(4).map(() => '')], emphasis: true, keepWithNext: true },
    ...group.jobs.map((job) => ({ ...jobRow(t, job, true), emphasis: false })),
  ])
  const content = await renderTablePdf({
    ...commonParts(reader, now),
    business,
    title: r(t, 'manifestTitle'),
    subtitle: [`${r(t, 'date')}: ${formatIslandDate(query.date, lng)}`, r(t, 'count', { count: jobs.length }), r(t, 'unassignedCount', { count: jobs.filter((j) => !j.driver).length })],
    columns: cols,
    rows,
    emptyText: r(t, 'empty'),
  })
  return { filename: `${r(t, 'manifestFile')} ${query.date}.pdf`, contentType: PDF, content }
}
