import { AdminPageHeader } from '../../../../src/ui/admin-layout'
import { SavedMessage } from '../../../../src/ui/admin-list'
import { AdminForm, OpenedValuesField } from '../../../../src/ui/admin-form'
import { TextField } from '../../../../src/ui/form'
import { usePageContext, usePageData } from '../../../../src/ui/page-context'
import type { PricesAdminData } from './+data'


export default function Page() {
  const { t, form } = usePageContext()
  const { grid, values } = usePageData<PricesAdminData>()
  const a = (key: string, options?: Record<string, unknown>) => t(`admin:pricesAdmin.${key}`, options)
  const valueOf = (name: string, fallback: string) => form?.values[name] ?? fallback
  return (
    <>
      <AdminPageHeader title={a('title')} intro={a('intro')} action={<a href="/admin/transfers" className="text-sm font-medium text-brand-700 hover:underline">{t('admin:transfersAdmin.title')}</a>} />
      <SavedMessage />
      <AdminForm action="/admin/transfers/prices" submitLabel={a('save')}>
        <OpenedValuesField values={values} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="nightSurchargePercent" type="number" min={0} max={100} required label={a('nightSurcharge')} hint={a('nightSurchargeHint')} defaultValue={String(grid.nightSurchargePercent)} />
          <TextField name="returnDiscountPercent" type="number" min={0} max={50} required label={a('returnDiscount')} hint={a('returnDiscountHint')} defaultValue={String(grid.returnDiscountPercent)} />
        </div>
        <p className="text-sm text-slate-600">{a('gridHint', { currency: grid.currency })}</p>
        <div className="-mx-6 overflow-x-auto">
          <table className="min-w-full text-sm">
            <caption className="sr-only">{a('tableCaption')}</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className="sticky left-0 bg-slate-50 px-3 py-2 text-left font-semibold text-slate-700">{a('town')}</th>
                {grid.columns.map((c) => (
                  <th key={c.key} scope="col" className="px-2 py-2 text-right font-semibold text-slate-700">
                    {c.vehicleName}
                    <span className="block text-xs font-normal text-slate-500">{a('band', { min: c.min, max: c.max })}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {grid.towns.map((town) => (
                <tr key={town.id}>
                  <th scope="row" className="sticky left-0 bg-white px-3 py-1 text-left font-medium text-slate-800">
                    {town.name}
                    <span className="block text-xs font-normal text-slate-500">{town.zone}</span>
                  </th>
                  {grid.columns.map((c) => {
                    const name = `c_${town.id}_${c.key}`
                    const error = form?.errors[name]
                    return (
                      <td key={c.key} className="px-2 py-1 text-right">
                        <input
                          name={name}
                          inputMode="decimal"
                          aria-label={a('cellLabel', { town: town.name, vehicle: c.vehicleName, min: c.min, max: c.max })}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${name}-error` : undefined}
                          defaultValue={valueOf(name, values[name] ?? '')}
                          className={`field w-24 text-right tabular-nums ${error ? 'border-red-600' : ''}`}
                        />
                        {error && <p id={`${name}-error`} className="mt-1 text-xs font-medium text-red-700">{error}</p>}
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </AdminForm>
    </>
  )
}
