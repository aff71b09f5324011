// Types of scripts/data-dir-writable.mjs for the tests that import it.
export function dataDirProblem(dir: string): string | null
export function requireWritableDataDir(dir?: string): void
