import { usePageContext } from '../page-context'

/** The texts of the dispatch screens (board, drivers, fleet): admin:dispatchAdmin.<section>.<key>. */
export function useDispatchTexts(section: 'board' | 'drivers' | 'vehicles') {
  const { t } = usePageContext()
  return (key: string, options?: Record<string, unknown>) => t(`admin:dispatchAdmin.${section}.${key}`, options)
}
