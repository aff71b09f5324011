import { TimestampedModel } from '../db/base-model'
import type { Translations } from '../i18n/translatable'

/** A file of the image library: `path` is relative to DATA_DIR/images (served by the optimizer). */
export class ImageModel extends TimestampedModel {
  static override tableName = 'images'
  static override jsonAttributes = ['translations']
  id!: number
  path!: string
  originalName!: string
  mimeType!: string
  width!: number
  height!: number
  bytes!: number
  /** Spanish alt text; other languages in translations.alt. */
  alt!: string
  translations!: Translations
}
