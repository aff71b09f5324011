import type { ListPage } from '../content-kit/list-query'
import { AdminGrid, type AdminGridProps, type GridColumn, type GridRow } from './islands/admin-grid.island'
import { Island } from './islands/island'
import { SuccessAlert } from './form'
import { usePageContext } from './page-context'

/** A list's address without the one-time messages after a post (and the language, which the cookie keeps). */
export const FLASH_PARAMS: readonly string[] = ['saved', 'deleted', 'confirmed', 'skipped', 'past', 'lng']

/** The flash message after a post/redirect/get (?saved=created|updated, ?deleted=n). */
export function SavedMessage() {
  const { t, query } = usePageContext()
  if (query.saved) return <div className="mb-4"><SuccessAlert title={t(`admin:flash.${query.saved === 'created' ? 'created' : 'updated'}`)} /></div>
  if (query.deleted) return <div className="mb-4"><SuccessAlert title={t('admin:flash.deleted', { count: Number(query.deleted) || 0 })} /></div>
  return null
}

/** An admin list as a hydrated grid: the page of rows, search, sort, filters and bulk delete. */
export function AdminList<T>({ page, columns, row, basePath, bulkDeleteUrl, bulkDeleteField, filters, dateFilters, dense }: {
  page: ListPage<T>
  columns: GridColumn[]
  row: (item: T) => GridRow
  basePath: string
  bulkDeleteUrl?: string
  bulkDeleteField?: AdminGridProps['bulkDeleteField']
  filters?: AdminGridProps['filters']
  dateFilters?: AdminGridProps['dateFilters']
  dense?: boolean
}) {
  const { t, query, csrfToken } = usePageContext()
  // The grid fills in {{count}}, {{page}} and {{id}} itself.
  const g = (key: string) => t(`admin:grid.${key}`, { skipInterpolation: true })
  const kept = Object.fromEntries(Object.entries(query).filter(([key]) => !FLASH_PARAMS.includes(key)))
  return (
    <Island
      name="AdminGrid"
      component={AdminGrid}
      props={{
        columns,
        rows: page.rows.map(row),
        total: page.total,
        page: page.page,
        pageCount: page.pageCount,
        pageSize: page.pageSize,
        sort: page.sort,
        q: page.q,
        basePath,
        query: kept,
        filters,
        dateFilters,
        bulkDeleteUrl,
        bulkDeleteField,
        csrfToken,
        dense,
        labels: {
          search: g('search'),
          searchLabel: g('searchLabel'),
          apply: g('apply'),
          total: g('total'),
          pageOf: g('pageOf'),
          previous: g('previous'),
          next: g('next'),
          selectRow: g('selectRow'),
          selectAll: g('selectAll'),
          deleteSelected: g('deleteSelected'),
          confirmDelete: g('confirmDelete_other'),
          confirmDeleteOne: g('confirmDelete_one'),
          cancel: g('cancel'),
          edit: g('edit'),
          noResults: g('noResults'),
          deleteFailed: g('deleteFailed'),
          perPage: g('perPage'),
          actions: g('actions'),
        },
      }}
    />
  )
}
