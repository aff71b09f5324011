import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Writes a .br (quality 11) and a .gz (level 9) twin of every compressible client file at build
 * time, so the server never spends a request compressing an asset (src/server/static-files.ts).
 */
function precompressClientBuild(): Plugin {
  return {
    name: 'menorca:precompress',
    apply: 'build',
    async writeBundle({ dir }) {
      if (!dir || path.basename(dir) !== 'client') return
      for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(js|mjs|css|svg|json|webmanifest|txt)$/.test(entry.name)) continue
        const file = path.join(entry.parentPath, entry.name)
        // Hidden paths (.vite/manifest.json) are build records the server never serves.
        if (path.relative(dir, file).split(path.sep).some((part) => part.startsWith('.'))) continue
        const raw = await readFile(file)
        if (raw.length < 1024) continue
        const [br, gz] = await Promise.all([
          brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
          gzipAsync(raw, { level: 9 }),
        ])
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
      }
    },
  }
}

export default defineConfig({
  plugins: [vike(), react(), tailwindcss(), precompressClientBuild()],
  build: { target: 'es2022' },
  // The Express server is built with the pages, in one module graph (docs/decisions/029): the
  // production server and the app the tests build share every module with the pages.
  environments: { ssr: { build: { rollupOptions: { input: { 'server-app': 'src/server/index.ts', 'app-library': 'src/server/app-library.ts' } } } } },
})
