import type { ReactNode } from 'react'
import { LANGUAGE_OPTIONS } from '../../../../../src/i18n/languages'
import { AdminPageHeader } from '../../../../../src/ui/admin-layout'
import { formatDateTime } from '../../../../../src/i18n/format'
import { usePageContext, usePageData } from '../../../../../src/ui/page-context'
import type { TripDetailsAdminData } from './+data'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  )
}

export default function Page() {
  const { t, lng } = usePageContext()
  const { trip } = usePageData<TripDetailsAdminData>()
  const a = (key: string, options?: Record<string, unknown>) => t(`admin:tripsAdmin.${key}`, options)
  const yesNo = (value: boolean) => (value ? a('yes') : a('no'))
  const none = <span className="text-slate-500">—</span>
  return (
    <>
      <AdminPageHeader
        title={trip.name}
        intro={a('detailsIntro')}
        action={
          <div className="flex flex-wrap gap-3">
            <a href={`/admin/trips/edit/${trip.id}`} className="btn-primary">{a('edit')}</a>
            <a href={trip.publicPath} className="self-center text-sm font-medium text-brand-700 hover:underline">{a('viewPublic')}</a>
            <a href="/admin/trips" className="self-center text-sm font-medium text-brand-700 hover:underline">{t('admin:form.back')}</a>
          </div>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="trip-facts" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-2">
          <h2 id="trip-facts" className="text-lg font-semibold text-slate-900">{a('details')}</h2>
          <dl className="mt-3 divide-y divide-slate-100">
            <Row label="ID">{trip.id}</Row>
            <Row label={a('slug')}>{trip.slug}</Row>
            <Row label={a('publicPage')}><a href={trip.publicPath} className="text-brand-700 hover:underline">{trip.publicPath}</a></Row>
            <Row label={a('type')}>{trip.type || none}</Row>
            <Row label={a('destination')}>{trip.destination || none}</Row>
            <Row label={a('durationCategory')}>{a(`durations.${trip.durationCategory}`)}</Row>
            <Row label={a('price')}>{trip.price} ({trip.currency})</Row>
            <Row label={a('rating')}>{trip.rating} · {a('reviews', { count: trip.reviewCount })}</Row>
            <Row label={a('maxGroupSize')}>{trip.maxGroupSize ?? none}</Row>
            <Row label={t('admin:tripStatus.label')}>{t(`admin:tripStatus.${trip.status}`)}</Row>
            <Row label={t('admin:tripFacts.minAge')}>{trip.minAge ?? none}</Row>
            <Row label={t('admin:tripFacts.fitnessLevel')}>{trip.fitnessLevel ? t(`trips:facts.fitness.${trip.fitnessLevel}`) : none}</Row>
            <Row label={a('isBestseller')}>{yesNo(trip.isBestseller)}</Row>
            <Row label={a('isPopular')}>{yesNo(trip.isPopular)}</Row>
            <Row label={a('sortOrder')}>{trip.sortOrder}</Row>
            <Row label={a('enquiries')}>{trip.enquiries}</Row>
            <Row label={a('created')}>{formatDateTime(trip.createdAt, lng)}</Row>
            <Row label={a('updated')}>{formatDateTime(trip.updatedAt, lng)}</Row>
          </dl>
        </section>
        <section aria-labelledby="trip-images" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 id="trip-images" className="text-lg font-semibold text-slate-900">{a('images')}</h2>
          {trip.thumbnail ? <img src={trip.thumbnail} alt={trip.name} width={480} height={300} className="mt-3 w-full rounded-lg object-cover" /> : <p className="mt-3 text-sm text-slate-600">{a('noImage')}</p>}
          {trip.imagePath && <p className="mt-1 break-all font-mono text-xs text-slate-600">{trip.imagePath}</p>}
          <h3 className="mt-4 text-sm font-semibold text-slate-800">{a('gallery')}</h3>
          {trip.gallery.length ? (
            <ul className="mt-2 grid grid-cols-2 gap-2">
              {trip.gallery.map((g) => <li key={g.path}><img src={g.thumbnail} alt={g.path} title={g.path} width={160} height={100} loading="lazy" className="w-full rounded object-cover" /></li>)}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-600">—</p>
          )}
        </section>
      </div>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">{a('languages')}</h2>
      <div className="mt-3 grid gap-6 xl:grid-cols-2">
        {trip.texts.map((text) => {
          const label = LANGUAGE_OPTIONS.find((o) => o.code === text.lng)?.label ?? text.lng
          const missing = (attribute: string) => text.missing.includes(attribute)
          const value = (attribute: string, content: ReactNode) =>
            missing(attribute) ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('admin:form.missing')}</span> : content
          return (
            <section key={text.lng} lang={text.lng} aria-labelledby={`lang-${text.lng}`} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 id={`lang-${text.lng}`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                {label}
                {text.missing.length > 0 ? (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{a('missingCount', { count: text.missing.length })}</span>
                ) : (
                  <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">{a('complete')}</span>
                )}
              </h3>
              <dl className="mt-3 divide-y divide-slate-100">
                <Row label={a('name')}>{value('name', text.name)}</Row>
                <Row label={a('description')}>{value('description', <span className="whitespace-pre-line">{text.description}</span>)}</Row>
                <Row label={a('location')}>{value('location', text.location)}</Row>
                <Row label={a('duration')}>{value('duration', text.duration)}</Row>
                <Row label={a('meetingPoint')}>{value('meetingPoint', text.meetingPoint)}</Row>
                <Row label={a('includes')}>{value('includes', <ul className="list-disc pl-5">{text.includes.map((i, n) => <li key={n}>{i}</li>)}</ul>)}</Row>
                <Row label={a('excludes')}>{value('excludes', <ul className="list-disc pl-5">{text.excludes.map((i, n) => <li key={n}>{i}</li>)}</ul>)}</Row>
                <Row label={t('admin:tripFacts.whatToBring')}>{value('whatToBring', <ul className="list-disc pl-5">{text.whatToBring.map((i, n) => <li key={n}>{i}</li>)}</ul>)}</Row>
                <Row label={a('itinerary')}>
                  {value(
                    'itinerary',
                    <ol className="space-y-1">
                      {text.itinerary.map((s, n) => (
                        <li key={n}>
                          {s.time && <span className="font-mono text-xs text-slate-600">{s.time} </span>}
                          <span className="font-medium">{s.title}</span>
                          {s.description && <span className="block text-slate-600">{s.description}</span>}
                        </li>
                      ))}
                    </ol>,
                  )}
                </Row>
              </dl>
            </section>
          )
        })}
      </div>
    </>
  )
}
