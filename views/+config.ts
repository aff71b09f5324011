import type { Config } from 'vike/types'

// Every page is rendered to HTML on the server; there is no client router and no
// whole-page hydration. Interactive widgets hydrate as islands (src/ui/islands), loaded
// by a page's +client.ts only where the page has them.
export default {
  filesystemRoutingRoot: '/',
  clientRouting: false,
  passToClient: [],
  meta: {
    layout: { env: { server: true } },
    htmlCache: { env: { server: true } },
    // Who may open a staff page: views/admin/**/+roles.ts, one per page (ADR 019).
    roles: { env: { server: true } },
    // Where a staff screen sits in the admin sidebar: views/admin/<screen>/+menu.ts (src/back-office/navigation.ts).
    menu: { env: { server: true } },
  },
  layout: 'site',
} satisfies Config
