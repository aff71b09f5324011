import { imageUrl, optimizedUrl } from '../../lib/image-url'
import { ErrorText, HintText, Label, useField, type FieldProps } from '../form'
import { SelectField } from '../form-choices'
import { usePageContext } from '../page-context'

/**
 * Fields of the content forms that the shared building blocks lack: a checkbox with a stored
 * state, and the library image picker with a preview of the current image.
 */

/** Ticked from the stored value, or after a failed POST from what was sent. */
export function FlagCheckbox({ name, label, hint, checked }: { name: string; label: string; hint?: string; checked: boolean }) {
  const { form } = usePageContext()
  const { id, error, describedBy } = useField({ name, label })
  const isChecked = form ? form.values[name] === 'on' : checked
  return (
    <div>
      <div className="flex items-start gap-3">
        <input id={id} name={name} type="checkbox" defaultChecked={isChecked} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className="mt-1 size-4 rounded border-slate-400 text-brand-700" />
        <label htmlFor={id} className="text-sm text-slate-700">
          <span className="font-medium text-slate-900">{label}</span>
          {hint && <span className="block text-xs text-slate-500">{hint}</span>}
        </label>
      </div>
      <ErrorText id={id} error={error} />
    </div>
  )
}

const thumb = (path: string, width: number, height: number) => optimizedUrl(imageUrl(path), { width, height, quality: 70 })

/** A library image (its stored path), with a thumbnail of the chosen one. */
export function LibraryImageSelect(props: FieldProps & { images: string[]; defaultValue?: string; noneLabel: string }) {
  const { form } = usePageContext()
  const current = form ? form.values[props.name] : props.defaultValue
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
      <SelectField name={props.name} label={props.label} hint={props.hint} required={props.required} placeholder={props.noneLabel} options={props.images.map((p) => ({ value: p, label: p }))} defaultValue={props.defaultValue ?? ''} />
      {current && !/^https?:/.test(current) && <img src={thumb(current.replace(/^\/api\/images\/optimize\//, ''), 240, 150)} alt="" width={160} height={100} className="h-[100px] w-40 rounded-lg object-cover ring-1 ring-slate-200" />}
    </div>
  )
}

/** Gallery: one library path per line, with thumbnails of the stored ones. */
export function GalleryField(props: FieldProps & { defaultValue?: string; images: string[]; rows?: number; libraryLabel: string }) {
  const { form } = usePageContext()
  const { id, error, value, describedBy } = useField(props)
  const text = form ? (value ?? '') : (props.defaultValue ?? '')
  const listId = `${id}-library`
  const paths = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l && props.images.includes(l))
  return (
    <div>
      <Label id={id} label={props.label} required={props.required} />
      <textarea id={id} name={props.name} rows={props.rows ?? 4} defaultValue={text} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={`field mt-1 font-mono text-xs ${error ? 'border-red-600' : ''}`} />
      <HintText id={id} hint={props.hint} />
      <ErrorText id={id} error={error} />
      {paths.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {paths.map((p) => (
            <li key={p}><img src={thumb(p, 160, 100)} alt={p} title={p} width={80} height={50} loading="lazy" className="h-[50px] w-20 rounded object-cover ring-1 ring-slate-200" /></li>
          ))}
        </ul>
      )}
      <details className="mt-2 text-xs text-slate-600">
        <summary className="cursor-pointer">{props.libraryLabel} ({props.images.length})</summary>
        <ul id={listId} className="mt-1 max-h-40 overflow-y-auto font-mono">
          {props.images.map((p) => <li key={p}>{p}</li>)}
        </ul>
      </details>
    </div>
  )
}
