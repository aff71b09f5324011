import { createColumnHelper, flexRender, getCoreRowModel, useReactTable, type RowSelectionState } from '@tanstack/react-table'
import { useEffect, useMemo, useRef, useState } from 'react'
import { fillTemplate } from './fill-template'

export interface GridColumn {
  id: string
  header: string
  sortable?: boolean
  /** text (default), number (right-aligned), badge, image (cell is the image URL). */
  kind?: 'text' | 'number' | 'badge' | 'image'
}

export interface GridRow {
  /** A row's id, or its string key where the records have one (SEO page keys). */
  id: number | string
  /** Display-ready cell values (the server formats dates, prices and translations); a list is one line each, or one badge each (kind badge). */
  cells: Record<string, string | number | string[] | null>
  /** What needs doing about a badge cell, shown after its badges in the warning colour (e.g. "answer overdue"). */
  alerts?: Record<string, string>
  /** A symbol after a text cell's value (☎), said by screen readers as its label ("booked by phone"). */
  marks?: Record<string, { symbol: string; label: string }>
  editHref?: string
  /** More row actions before Edit (e.g. a read-only details page), labels already translated. */
  links?: Array<{ href: string; label: string }>
}

export interface AdminGridProps {
  columns: GridColumn[]
  rows: GridRow[]
  total: number
  page: number
  pageCount: number
  pageSize: number
  sort: string | null
  q: string
  /** The list's own path; sort, search and page links keep `query`'s other parameters. */
  basePath: string
  query: Record<string, string>
  filters?: Array<{ name: string; label: string; value: string; options: Array<{ value: string; label: string }> }>
  /** Date inputs (YYYY-MM-DD) submitted with the search form, e.g. a from/to range. */
  dateFilters?: Array<{ name: string; label: string; value: string }>
  /** POST { ids } here to delete the selected rows (after a confirmation)… */
  bulkDeleteUrl?: string
  /** …or { keys } for rows keyed by strings. */
  bulkDeleteField?: 'ids' | 'keys'
  csrfToken?: string
  /** Narrower cell padding, for lists with many columns that must fit a laptop screen. */
  dense?: boolean
  labels: Record<
    'search' | 'searchLabel' | 'apply' | 'total' | 'pageOf' | 'previous' | 'next' | 'selectRow' | 'selectAll' | 'deleteSelected' | 'confirmDelete' | 'confirmDeleteOne' | 'cancel' | 'edit' | 'noResults' | 'deleteFailed' | 'perPage' | 'actions',
    string
  >
}

const PAGE_SIZES = [10, 25, 50, 100]

/** Below 640 px a cell is a line of its card: its column's name, then its value. */
const PHONE_CELL = 'max-sm:flex max-sm:gap-3 max-sm:[overflow-wrap:anywhere] max-sm:py-0.5 max-sm:text-left max-sm:before:w-28 max-sm:before:shrink-0 max-sm:before:font-medium max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]'

function href(basePath: string, query: Record<string, string>, changes: Record<string, string | number | null>): string {
  const params = new URLSearchParams(query)
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') params.delete(key)
    else params.set(key, String(value))
  }
  const search = params.toString()
  return search ? `${basePath}?${search}` : basePath
}


/**
 * Every admin list: server-side search, filters, sort and pagination through the address (so it
 * works without JavaScript), hydrated with TanStack Table for row selection and bulk delete.
 */
export function AdminGrid(props: AdminGridProps) {
  const { columns, rows, labels, basePath, query, sort } = props
  const [hydrated, setHydrated] = useState(false)
  const [selection, setSelection] = useState<RowSelectionState>({})
  const [error, setError] = useState<string | null>(null)
  const [deleting, setDeleting] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => setHydrated(true), [])

  const columnDefs = useMemo(() => {
    const helper = createColumnHelper<GridRow>()
    return columns.map((column) => helper.accessor((row) => row.cells[column.id], { id: column.id, header: column.header }))
  }, [columns])
  const table = useReactTable({
    data: rows,
    columns: columnDefs,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableRowSelection: Boolean(props.bulkDeleteUrl),
    state: { rowSelection: selection },
    onRowSelectionChange: setSelection,
  })
  const selectedIds = rows.filter((row) => selection[String(row.id)]).map((row) => row.id)
  const firstTextColumn = columns.findIndex((c) => (c.kind ?? 'text') === 'text')
  const selectable = hydrated && Boolean(props.bulkDeleteUrl)
  const px = props.dense ? 'px-3' : 'px-4'

  async function deleteSelected() {
    setDeleting(true)
    setError(null)
    try {
      const response = await fetch(props.bulkDeleteUrl!, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-CSRF-Token': props.csrfToken ?? '' },
        body: JSON.stringify({ [props.bulkDeleteField ?? 'ids']: selectedIds }),
      })
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null
        throw new Error(body?.error?.message ?? response.statusText)
      }
      const { deleted } = (await response.json()) as { deleted: number }
      window.location.assign(href(basePath, query, { deleted, page: null }))
    } catch (failure) {
      setError(`${labels.deleteFailed} ${(failure as Error).message}`)
      setDeleting(false)
      dialog.current?.close()
    }
  }

  const sortHref = (id: string) => href(basePath, query, { sort: sort === id ? `-${id}` : id, page: null })
  const ariaSort = (id: string) => (sort === id ? 'ascending' : sort === `-${id}` ? 'descending' : undefined)

  return (
    <div className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <form method="get" action={basePath} className="flex flex-wrap items-end gap-3 border-b border-slate-200 p-4">
        <label className="text-sm font-medium text-slate-700">
          {labels.searchLabel}
          <input type="search" name="q" defaultValue={props.q} placeholder={labels.search} className="field mt-1 w-64" />
        </label>
        {props.filters?.map((filter) => (
          <label key={filter.name} className="text-sm font-medium text-slate-700">
            {filter.label}
            <select name={filter.name} defaultValue={filter.value} className="field mt-1">
              {filter.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            </select>
          </label>
        ))}
        {props.dateFilters?.map((filter) => (
          <label key={filter.name} className="text-sm font-medium text-slate-700">
            {filter.label}
            <input type="date" name={filter.name} defaultValue={filter.value} className="field mt-1" />
          </label>
        ))}
        <label className="text-sm font-medium text-slate-700">
          {labels.perPage}
          <select name="pageSize" defaultValue={String(props.pageSize)} className="field mt-1">
            {PAGE_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
          </select>
        </label>
        {sort && <input type="hidden" name="sort" value={sort} />}
        <button type="submit" className="btn-primary">{labels.apply}</button>
        <p className="ml-auto text-sm text-slate-600" role="status">{fillTemplate(labels.total, { count: props.total })}</p>
      </form>
      {selectable && selectedIds.length > 0 && (
        <div className="flex items-center gap-3 border-b border-slate-200 bg-amber-50 px-4 py-2">
          <button type="button" className="rounded-lg bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800" onClick={() => dialog.current?.showModal()}>
            {fillTemplate(labels.deleteSelected, { count: selectedIds.length })}
          </button>
        </div>
      )}
      {error && <p role="alert" className="border-b border-red-200 bg-red-50 px-4 py-2 text-sm text-red-800">{error}</p>}
      {/* On a phone each row is a card of label–value lines (the labels come from data-label), so nothing hides off to the side. */}
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200 text-sm max-sm:block">
          <thead className="bg-slate-50 max-sm:sr-only">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selectable && (
                  <th scope="col" className={`w-10 ${px} py-2`}>
                    <input type="checkbox" aria-label={labels.selectAll} checked={table.getIsAllRowsSelected()} onChange={table.getToggleAllRowsSelectedHandler()} />
                  </th>
                )}
                {group.headers.map((header) => {
                  const column = columns.find((c) => c.id === header.id)!
                  return (
                    <th key={header.id} scope="col" aria-sort={ariaSort(header.id)} className={`${px} py-2 font-semibold text-slate-700 ${column.kind === 'number' ? 'text-right' : 'text-left'}`}>
                      {column.sortable ? (
                        <a href={sortHref(header.id)} className="inline-flex items-center gap-1 hover:text-brand-700">
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <span aria-hidden="true">{sort === header.id ? '▲' : sort === `-${header.id}` ? '▼' : '↕'}</span>
                        </a>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  )
                })}
                <th scope="col" className={`${px} py-2 text-right font-semibold text-slate-700`}>{labels.actions}</th>
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100 max-sm:block">
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className={`max-sm:block max-sm:py-3 ${row.getIsSelected() ? 'bg-brand-50' : ''}`}>
                {selectable && (
                  <td className={`${px} py-2 max-sm:block max-sm:py-1`}>
                    <input type="checkbox" aria-label={fillTemplate(labels.selectRow, { id: row.original.id })} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />
                  </td>
                )}
                {row.getVisibleCells().map((cell, index) => {
                  const column = columns.find((c) => c.id === cell.column.id)!
                  const raw = cell.getValue() as GridRow['cells'][string]
                  const badges = Array.isArray(raw) ? raw.filter(Boolean) : column.kind === 'badge' && raw ? [String(raw)] : []
                  const alert = column.kind === 'badge' ? row.original.alerts?.[column.id] : undefined
                  const value = Array.isArray(raw) ? raw.join(' · ') : raw
                  // The first text column names the record: it opens it, as its Edit or first link does.
                  const opens = index === firstTextColumn ? (row.original.links?.[0]?.href ?? row.original.editHref) : undefined
                  const mark = row.original.marks?.[column.id]
                  const marked = mark && (
                    <>
                      {' '}<span aria-hidden="true">{mark.symbol}</span><span className="sr-only">{` (${mark.label})`}</span>
                    </>
                  )
                  return (
                    <td key={cell.id} data-label={column.header} className={`${px} py-2 text-slate-800 ${column.kind === 'number' ? 'text-right tabular-nums' : ''} ${PHONE_CELL}`}>
                      {column.kind === 'image' && value ? (
                        <img src={String(value)} alt="" width={64} height={40} loading="lazy" className="h-10 w-16 rounded object-cover" />
                      ) : column.kind === 'badge' && badges.length ? (
                        <span className="inline-flex flex-wrap gap-1">
                          {badges.map((badge, i) => <span key={i} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{badge}</span>)}
                          {alert && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900" data-alert="">{alert}</span>}
                        </span>
                      ) : Array.isArray(raw) ? (
                        <span className="flex flex-col">{raw.map((line, i) => <span key={i}>{line}</span>)}</span>
                      ) : opens && value !== null && value !== '' ? (
                        <a href={opens} className="font-medium text-brand-700 hover:underline">{value}{marked}</a>
                      ) : (
                        <>{value ?? '—'}{marked}</>
                      )}
                    </td>
                  )
                })}
                <td className={`${px} py-2 text-right max-sm:block max-sm:pt-2 max-sm:text-left`}>
                  {row.original.links?.map((link) => <a key={link.href} href={link.href} className="mr-3 font-medium text-brand-700 hover:underline">{link.label}</a>)}
                  {row.original.editHref && <a href={row.original.editHref} className="font-medium text-brand-700 hover:underline">{labels.edit}</a>}
                </td>
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length + 2} className="px-4 py-8 text-center text-slate-600">{labels.noResults}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <nav className="flex items-center justify-between gap-3 border-t border-slate-200 p-4 text-sm" aria-label={fillTemplate(labels.pageOf, { page: props.page, count: props.pageCount })}>
        {props.page > 1 ? <a href={href(basePath, query, { page: props.page - 1 })} className="font-medium text-brand-700 hover:underline">{labels.previous}</a> : <span />}
        <span className="text-slate-600">{fillTemplate(labels.pageOf, { page: props.page, count: props.pageCount })}</span>
        {props.page < props.pageCount ? <a href={href(basePath, query, { page: props.page + 1 })} className="font-medium text-brand-700 hover:underline">{labels.next}</a> : <span />}
      </nav>
      {props.bulkDeleteUrl && (
        <dialog ref={dialog} className="m-auto rounded-2xl p-6 shadow-xl backdrop:bg-slate-900/40" aria-labelledby="grid-confirm">
          <p id="grid-confirm" className="font-semibold text-slate-900">{fillTemplate(selectedIds.length === 1 ? labels.confirmDeleteOne : labels.confirmDelete, { count: selectedIds.length })}</p>
          <div className="mt-4 flex justify-end gap-2">
            <button type="button" className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm" onClick={() => dialog.current?.close()}>{labels.cancel}</button>
            <button type="button" disabled={deleting} className="rounded-lg bg-red-700 px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-60" onClick={deleteSelected}>
              {fillTemplate(labels.deleteSelected, { count: selectedIds.length })}
            </button>
          </div>
        </dialog>
      )}
    </div>
  )
}
