import type { UnkeptPromise } from '../../faq/unkept-promises'
import { usePageContext } from '../page-context'

/**
 * Above a FAQ entry's or a page's form: the phrases in it that promise what the site does not do
 * (src/faq/unkept-promises.ts), each with the languages that have it. Only a notice: staff decide.
 */
export function UnkeptPromisesNotice({ promises }: { promises: UnkeptPromise[] }) {
  const { t } = usePageContext()
  if (!promises.length) return null
  return (
    <div role="note" className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="unkept-promises">
      <p className="font-semibold">{t('admin:unkeptPromises.title')}</p>
      <ul className="mt-1 list-disc pl-5">
        {promises.map((p) => (
          <li key={p.phrase}>
            {/* One text node after the quote (React separates adjacent ones with comments). */}
            <q>{p.phrase}</q>
            {` (${p.languages.map((l) => l.toUpperCase()).join(', ')})`}
          </li>
        ))}
      </ul>
      <p className="mt-1">{t('admin:unkeptPromises.hint')}</p>
    </div>
  )
}
