import { AdminForm, LocalizedFields } from '../admin-form'
import { TextField } from '../form'
import { Fieldset, SelectField, type Option } from '../form-choices'
import { usePageContext } from '../page-context'
import { FlagCheckbox, GalleryField, LibraryImageSelect } from './content-fields'
import { TRIP_CONTENT } from '../../trips/trips.content'

export interface TripFormChoices {
  types: Option[]
  destinations: Option[]
  images: string[]
}

const DURATIONS = ['half-day', 'full-day', 'multi-day'] as const
const STATUSES = ['draft', 'published', 'archived'] as const
const FITNESS = ['easy', 'moderate', 'demanding'] as const

/** New and edit share the trip form; only the action and the starting values differ. */
export function TripAdminForm({ action, values, choices }: { action: string; values: Record<string, string>; choices: TripFormChoices }) {
  const { t } = usePageContext()
  const a = (key: string) => t(`admin:tripsAdmin.${key}`)
  return (
    <AdminForm action={action}>
      <Fieldset legend={a('texts')} intro={a('textsIntro')}>
        <LocalizedFields content={TRIP_CONTENT} values={values} />
      </Fieldset>
      <Fieldset legend={a('details')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField name="status" label={t('admin:tripStatus.label')} hint={t('admin:tripStatus.hint')} required options={STATUSES.map((s) => ({ value: s, label: t(`admin:tripStatus.${s}`) }))} defaultValue={values.status ?? 'draft'} />
          <SelectField name="tripTypeId" label={a('type')} options={choices.types} placeholder={a('noType')} defaultValue={values.tripTypeId} />
          <SelectField name="destinationId" label={a('destination')} options={choices.destinations} placeholder={a('noDestination')} defaultValue={values.destinationId} />
          <SelectField name="durationCategory" label={a('durationCategory')} required options={DURATIONS.map((d) => ({ value: d, label: a(`durations.${d}`) }))} defaultValue={values.durationCategory ?? 'half-day'} />
          <TextField name="price" label={a('price')} hint={a('priceHint')} required inputMode="decimal" defaultValue={values.price} />
          <TextField name="currency" label={a('currency')} hint={a('currencyHint')} required defaultValue={values.currency ?? 'EUR'} />
          <TextField name="maxGroupSize" type="number" label={a('maxGroupSize')} min={1} defaultValue={values.maxGroupSize} />
          <TextField name="sortOrder" type="number" label={a('sortOrder')} hint={a('sortOrderHint')} required min={0} defaultValue={values.sortOrder ?? '0'} />
        </div>
        <div className="space-y-3">
          <FlagCheckbox name="isBestseller" label={a('isBestseller')} checked={values.isBestseller === 'on'} />
          <FlagCheckbox name="isPopular" label={a('isPopular')} hint={a('isPopularHint')} checked={values.isPopular === 'on'} />
        </div>
      </Fieldset>
      <Fieldset legend={t('admin:tripFacts.legend')} intro={t('admin:tripFacts.intro')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="minAge" type="number" label={t('admin:tripFacts.minAge')} hint={t('admin:tripFacts.minAgeHint')} min={0} max={99} defaultValue={values.minAge} />
          <SelectField name="fitnessLevel" label={t('admin:tripFacts.fitnessLevel')} options={FITNESS.map((f) => ({ value: f, label: t(`trips:facts.fitness.${f}`) }))} placeholder={t('admin:tripFacts.noFitnessLevel')} defaultValue={values.fitnessLevel} />
        </div>
      </Fieldset>
      <Fieldset legend={a('images')}>
        <LibraryImageSelect name="image" label={a('image')} hint={a('imageHint')} images={choices.images} defaultValue={values.image} noneLabel={a('noImage')} />
        <GalleryField name="gallery" label={a('gallery')} hint={a('galleryHint')} libraryLabel={a('library')} images={choices.images} defaultValue={values.gallery} />
      </Fieldset>
    </AdminForm>
  )
}
