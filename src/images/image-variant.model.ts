import { BaseModel } from '../db/base-model'

/** One optimised variant visitors asked for (migration 20261124090000_image_variants). */
export class ImageVariantModel extends BaseModel {
  static override tableName = 'image_variants'
  id!: number
  path!: string
  /** 0: not given in the request. */
  width!: number
  height!: number
  format!: string
  quality!: number
  lastRequestedAt!: Date
}
