// Types of scripts/data-dir-writable.mjs for the tests that import it.
export interface DataDirUses {
  embeddedDatabase: boolean
  secretsFile: boolean
}
export function dataDirProblem(dir: string): string | null
export function dataDirAccessProblem(dir: string, uses?: DataDirUses): string | null
export function requireUsableDataDir(dir?: string): void
