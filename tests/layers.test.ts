import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain ES module of the lint configuration, without types
import { cycleOf, LAYERS } from '../scripts/layers.mjs'

const lintAs = async (file: string, code: string, rule = 'layers/allowed-imports') => {
  const [result] = await new ESLint({ cwd: path.resolve('.') }).lintText(code, { filePath: path.resolve(file) })
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => m.message)
}
const pageImportsAs = (file: string, code: string) => lintAs(file, code, 'layers/page-imports')

describe('the layers of src/ (scripts/layers.mjs, enforced by npm run lint)', () => {
  it('form a graph without cycles, and a cycle in the map is found', () => {
    expect(cycleOf(LAYERS)).toEqual([])
    expect(cycleOf({ lib: [], trips: ['lib', 'contact'], contact: ['trips'] })).toEqual(['trips', 'contact', 'trips'])
  })

  it('refuse an import against them: the kernel importing a domain, a domain importing the composition root or a page', async () => {
    expect(await lintAs('src/lib/example.ts', "export { TripModel } from '../trips/trips.model'\n")).toEqual(["'lib' may not import 'trips' (scripts/layers.mjs: lib builds on nothing)."])
    expect(await lintAs('src/trips/example.ts', "import '../server/app'\n")).toHaveLength(1)
    expect(await lintAs('src/contact/example.ts', "export const load = () => import('../trips/trips.server')\n")).toHaveLength(1)
    expect(await lintAs('src/ui/example.ts', "import '../../views/index/+data'\n")).toHaveLength(1)
  })

  it('allow what the map allows: a domain building on the kernel, the kit and the domains it names; a page on a domain', async () => {
    expect(await lintAs('src/trips/example.ts', "import '../lib/errors'\nimport '../content-kit/list-query'\nimport '../destinations/destinations.model'\n")).toEqual([])
    expect(await lintAs('views/trips/example.ts', "import '../../src/trips/trips.server'\n")).toEqual([])
  })

  it("keep pages and UI components to a domain's *.server.ts modules, pure modules and types (docs/decisions/030)", async () => {
    const model = await pageImportsAs('views/trips/example.ts', "import { TripModel } from '../../src/trips/trips.model'\n")
    expect(model).toEqual([expect.stringContaining("'src/trips/trips.model.ts' reaches server-only code")])
    // A pure-looking module that reaches the database through its own imports is refused too, naming what it reaches.
    expect(await pageImportsAs('src/ui/example.tsx', "import { createTripEnquiry } from '../trips/trips.routes'\n")).toEqual([expect.stringMatching(/trips\.routes\.ts' reaches server-only code \(src\/\S+\.ts\)/)])
    expect(
      await pageImportsAs(
        'views/trips/example.ts',
        [
          "import { findTrip } from '../../src/trips/trips.server'",
          "import type { TripModel } from '../../src/trips/trips.model'",
          "import { type TripView } from '../../src/trips/trips.schema'",
          "import { TripFiltersSchema } from '../../src/trips/trips.schema'",
          "import { AdminLayout } from '../../src/ui/admin-layout'",
          '',
        ].join('\n'),
      ),
    ).toEqual([])
  })
})
