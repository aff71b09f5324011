import type { SeedSeoRecord } from '../types'
import { siteSeoRecords } from './seo/site-pages'
import { transferSeoRecords } from './seo/transfer-pages'

// One record per page key. Titles ≤ 60 characters, descriptions 120–160 characters.
export const seoRecords: SeedSeoRecord[] = [
  ...siteSeoRecords,
  ...transferSeoRecords,
]
