import { Model, snakeCaseMappers } from 'objection'

/** snake_case columns ↔ camelCase properties for every model. */
export class BaseModel extends Model {
  static override columnNameMappers = snakeCaseMappers()
}

export class TimestampedModel extends BaseModel {
  createdAt!: Date
  updatedAt!: Date

  override $beforeUpdate() {
    this.updatedAt = new Date()
  }
}
