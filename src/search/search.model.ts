import { BaseModel } from '../db/base-model'

/** One page in one language as the site search sees it; written only by the triggers of migration 20261128090000. */
export class SearchDocumentModel extends BaseModel {
  static override tableName = 'search_documents'
  static override idColumn = ['kind', 'refId', 'lng']
  kind!: string
  refId!: number
  lng!: string
  title!: string
  summary!: string
  url!: string
}
