import { LANGUAGE_SWITCH_KEY } from '../../consent/early-script'

/** SPEC §9: the new language is applied 800 ms after the choice (the overlay lasts 1500 ms). */
export const LANGUAGE_CHANGE_DELAY_MS = 800
export const LANGUAGE_STORAGE_KEY = 'i18nextLng'
const ONE_YEAR_S = 365 * 24 * 60 * 60

/** The choice is kept where SPEC §4 says: the i18nextLng cookie (for the server) and localStorage. */
export function rememberLanguage(code: string): void {
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${code}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code)
    window.sessionStorage.setItem(LANGUAGE_SWITCH_KEY, String(Date.now()))
  } catch (error) {
    console.warn('Could not store the language choice', error)
  }
}

/**
 * SPEC §4: a warning when the page's language differs from the stored preference (an explicit
 * ?lng link, say); then the active language becomes the stored one, as i18next's detector does.
 */
export function syncStoredLanguage(active: string): void {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY)
    if (stored && stored !== active) console.warn(`Active language "${active}" differs from the stored preference "${stored}"`)
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, active)
  } catch {
    // Storage blocked: nothing to compare or keep.
  }
}
