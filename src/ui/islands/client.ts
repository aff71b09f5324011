import { startRealUserMonitoring } from '../../rum/rum-start'
import { hydrateIslands } from './hydrate'
import { syncStoredLanguage } from './language'
import { fadeInLazyImages, finishLanguageSwitch } from './page-enhancements'

/** The one client entry of every page: small enhancements, then the page's islands. */
syncStoredLanguage(document.documentElement.lang)
finishLanguageSwitch()
fadeInLazyImages()
hydrateIslands()
startRealUserMonitoring()
