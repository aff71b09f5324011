import { Model } from 'objection'

/** Column names are mapped to camelCase by the Knex configuration (src/db/knex.ts). */
export class BaseModel extends Model {}

export class TimestampedModel extends BaseModel {
  createdAt!: Date
  updatedAt!: Date

  override $beforeUpdate() {
    this.updatedAt = new Date()
  }
}
