import { AdminForm, LocalizedFields } from '../admin-form'
import { TextField } from '../form'
import { SelectField } from '../form-choices'
import { usePageContext } from '../page-context'
import { AdminToggle } from './admin-fields'
import { TESTIMONIAL_CONTENT } from '../../testimonials/testimonials.content'

/** New and edit of a testimonial share the form (the avatar has its own page). */
export function TestimonialAdminForm({ action, values, trips }: { action: string; values: Record<string, string>; trips: Array<{ value: string; label: string }> }) {
  const { t } = usePageContext()
  const a = (key: string) => t(`admin:testimonialsAdmin.${key}`)
  return (
    <AdminForm action={action}>
      <TextField name="name" label={a('name')} required defaultValue={values.name} />
      <LocalizedFields content={TESTIMONIAL_CONTENT} values={values} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="rating" label={a('rating')} required options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: '★'.repeat(n) + ` (${n})` }))} defaultValue={values.rating ?? '5'} />
        <TextField name="sortOrder" type="number" label={a('sortOrder')} required min={0} defaultValue={values.sortOrder ?? '0'} />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-semibold text-slate-900">{a('about.legend')}</legend>
        <SelectField name="subject" label={a('about.subject')} required options={[{ value: 'trip', label: a('about.trip') }, { value: 'transfer', label: a('about.transfer') }]} defaultValue={values.subject || 'trip'} />
        <SelectField name="tripId" label={a('about.tripName')} hint={a('about.tripHint')} options={[{ value: '', label: a('about.noTrip') }, ...trips]} defaultValue={values.tripId ?? ''} />
        <TextField name="travelledOn" type="date" label={a('about.travelledOn')} required defaultValue={values.travelledOn} />
      </fieldset>
      <AdminToggle name="isPublished" label={a('published')} hint={a('publishedHint')} defaultChecked={values.isPublished === 'on'} />
    </AdminForm>
  )
}
