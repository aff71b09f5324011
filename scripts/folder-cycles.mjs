// Measures the folder graph of src/ from the real imports (not the layer map): cyclic components and folders importing each other. `node scripts/folder-cycles.mjs [-v]`
import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
const root = path.resolve('src')
const files = []
const walk = (d) => { for (const e of readdirSync(d)) { const p = path.join(d, e); if (statSync(p).isDirectory()) walk(p); else if (/\.(ts|tsx)$/.test(e) && !/\.test\.tsx?$/.test(e)) files.push(p) } }
walk(root)
const folderOf = (f) => path.relative(root, f).split(path.sep)[0]
const edges = new Map(); const counts = new Map()
for (const f of files) {
  const src = readFileSync(f, 'utf8')
  for (const m of src.matchAll(/(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g)) {
    const spec = m[1] ?? m[2]
    const target = path.resolve(path.dirname(f), spec)
    if (!target.startsWith(root)) continue
    const a = folderOf(f), b = folderOf(target + '/x')
    if (a === b) continue
    if (!edges.has(a)) edges.set(a, new Set()); edges.get(a).add(b)
    counts.set(a + '->' + b, (counts.get(a + '->' + b) ?? 0) + 1)
  }
}
const nodes = [...new Set([...files.map(folderOf)])]
// Tarjan
let idx = 0; const st = []; const on = new Set(); const ix = new Map(); const low = new Map(); const sccs = []
const sc = (v) => { ix.set(v, idx); low.set(v, idx); idx++; st.push(v); on.add(v)
  for (const w of edges.get(v) ?? []) { if (!ix.has(w)) { sc(w); low.set(v, Math.min(low.get(v), low.get(w))) } else if (on.has(w)) low.set(v, Math.min(low.get(v), ix.get(w))) }
  if (low.get(v) === ix.get(v)) { const c = []; let w; do { w = st.pop(); on.delete(w); c.push(w) } while (w !== v); sccs.push(c) } }
for (const n of nodes) if (!ix.has(n)) sc(n)
const big = sccs.filter((c) => c.length > 1)
let mutual = 0; const pairs = []
for (const [a, bs] of edges) for (const b of bs) if (a < b && edges.get(b)?.has(a)) { mutual++; pairs.push(`${a}<->${b} (${counts.get(a+'->'+b)}/${counts.get(b+'->'+a)})`) }
console.log('folders', nodes.length, 'cyclic components', big.map((c) => c.length), 'mutual pairs', mutual)
if (process.argv[2] === '-v') { console.log(pairs.join('\n')); for (const c of big) console.log('SCC:', c.sort().join(' ')) }
