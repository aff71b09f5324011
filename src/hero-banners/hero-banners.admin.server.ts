import { z } from 'zod'
import { imageChoiceField } from '../content-kit/content-form-fields'
import { likeTerm, pageOf, type ListQuery } from '../content-kit/list-query'
import { fromForm, toForm, translatableShape } from '../content-kit/translatable-form'
import { translatedStore } from '../content-kit/translated-store'
import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { imageChoices, thumbnailUrl } from '../images/library-paths'
import { NotFoundError } from '../lib/errors'
import { CheckboxField } from '../testimonials/testimonials.admin.server'
import { HeroBannerModel } from './hero-banners.model'
import { HERO_BANNER_CONTENT } from './hero-banners.content'

const TEXTS = HERO_BANNER_CONTENT.texts

/** A banner button goes to a page of this site ("/trips") or to an https address. */
export const ButtonLinkField = z
  .string()
  .trim()
  .max(300, { error: 'tooLong' })
  .refine((v) => v === '' || (/^\/(?!\/)[^\s\\"'<>]*$/.test(v)) || /^https:\/\/[^\s\\"'<>]+\.[^\s\\"'<>]+$/.test(v), { error: 'invalid' })

/** The banner form, checked against the images that may be chosen now (see heroBannerImages). */
export const heroBannerFormSchema = (images: Set<string>) => z.object({
  image: imageChoiceField(images).refine((v) => v !== '', { error: 'required' }),
  buttonLink: ButtonLinkField.optional().default(''),
  sortOrder: z.coerce.number({ error: 'number' }).int({ error: 'number' }).min(0, { error: 'min' }).max(9999, { error: 'max' }),
  isActive: CheckboxField,
  ...translatableShape(TEXTS),
})
export type HeroBannerForm = z.infer<ReturnType<typeof heroBannerFormSchema>>

/** The library images, plus (when editing) the banner's own image even if it left the library. */
export async function heroBannerImages(id?: number): Promise<string[]> {
  const row = id ? await HeroBannerModel.query().findById(id) : undefined
  return imageChoices([row?.image])
}

/** The schema of a POST of the new (no id) or edit form. */
export const heroBannerFormSchemaFor = async (id?: number) => heroBannerFormSchema(new Set(await heroBannerImages(id)))

export interface HeroBannerRow {
  id: number
  image: string
  title: string
  buttonLink: string
  sortOrder: number
  isActive: boolean
}

export async function listHeroBannersForAdmin(lng: Language, query: ListQuery) {
  return pageOf(HeroBannerModel.query(), query, {
    sortable: { title: 'hero_banners.title', sortOrder: 'hero_banners.sort_order', isActive: 'hero_banners.is_active' },
    defaultSort: 'sortOrder',
    search: (b, term) => void b.where((w) => w.whereILike('hero_banners.title', likeTerm(term)).orWhereRaw('hero_banners.translations::text ilike ?', [likeTerm(term)])),
    map: (row): HeroBannerRow => ({
      id: row.id,
      image: thumbnailUrl(row.image),
      title: translate(row, 'title', lng),
      buttonLink: row.buttonLink ?? '',
      sortOrder: row.sortOrder,
      isActive: row.isActive,
    }),
  })
}

export async function heroBannerFormValues(id: number): Promise<Record<string, string>> {
  const row = await HeroBannerModel.query().findById(id)
  if (!row) throw new NotFoundError('Hero banner not found')
  return { image: row.image, buttonLink: row.buttonLink ?? '', sortOrder: String(row.sortOrder), isActive: row.isActive ? 'on' : '', ...toForm(row, TEXTS) }
}

function toColumns(form: HeroBannerForm) {
  const { plain, translations } = fromForm(form, TEXTS)
  return {
    image: form.image,
    buttonLink: form.buttonLink || null,
    sortOrder: form.sortOrder,
    isActive: form.isActive,
    ...plain,
    buttonText: plain.buttonText || null,
    translations,
  }
}

const store = translatedStore<HeroBannerModel>(HeroBannerModel, 'Hero banner not found')

export async function createHeroBanner(form: HeroBannerForm): Promise<number> {
  return (await store.create(toColumns(form))).id
}

export function updateHeroBanner(id: number, form: HeroBannerForm): Promise<void> {
  return store.update(id, toColumns(form))
}

export function deleteHeroBanners(ids: number[]): Promise<number> {
  return store.remove(ids)
}
