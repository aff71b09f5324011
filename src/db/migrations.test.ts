import { readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { MIGRATIONS } from '../../migrations/index'

it('registers every migration file, in order', () => {
  const files = readdirSync(path.resolve('migrations'))
    .filter((f) => /^\d{14}_.+\.ts$/.test(f))
    .map((f) => f.replace(/\.ts$/, ''))
    .sort()
  expect(MIGRATIONS.map(([name]) => name)).toEqual(files)
})
