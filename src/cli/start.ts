import { existsSync } from 'node:fs'
import path from 'node:path'

/** `npm start`: the production server; builds the pages first when no build exists. */
process.env.NODE_ENV = 'production'
if (!existsSync(path.resolve('dist/server/entry.mjs'))) {
  console.log('No build found: building the site first (npm run build)…')
  const { build } = await import('vike/api')
  await build()
}
await import('../server/index')
