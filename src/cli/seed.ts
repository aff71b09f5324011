import path from 'node:path'
import { seedDemoContent } from '../seed/seed'
import { openCliDatabase } from './cli-database'

/** `npm run seed`: demo content into an empty database; a database with content is left alone. */
const { knex, dataDir, close } = await openCliDatabase()
const seeded = await seedDemoContent(knex, { imagesDir: path.join(dataDir, 'images') })
console.log(seeded ? 'Demo content seeded.' : 'The database already has content: nothing seeded.')
await close()
