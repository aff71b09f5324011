import { BaseModel } from '../db/base-model'

export class SettingModel extends BaseModel {
  static override tableName = 'settings'
  static override idColumn = 'key'
  static override jsonAttributes = ['value']
  key!: string
  value!: unknown
  isSecret!: boolean
  /** Moved by the writers whose screens check a version (the business details: ADR 067). */
  updatedAt?: Date
}
