import type { Language } from '../i18n/languages'
import { translate } from '../i18n/translatable'
import { imageUrl } from '../lib/image-url'
import { HeroBannerModel } from './hero-banners.model'
import type { HeroBanner } from './hero-banners.schema'

export async function listActiveBanners(lng: Language): Promise<HeroBanner[]> {
  const rows = await HeroBannerModel.query().where('isActive', true).orderBy([{ column: 'sortOrder' }, { column: 'id' }])
  return rows.map((b) => ({
    id: b.id,
    image: imageUrl(b.image),
    title: translate(b, 'title', lng),
    subtitle: translate(b, 'subtitle', lng),
    buttonText: translate(b, 'buttonText', lng) || null,
    buttonLink: b.buttonLink || null,
  }))
}
