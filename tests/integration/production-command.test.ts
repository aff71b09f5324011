import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { startCommand } from '../helpers/server-process'

describe('the production command', () => {
  it('is the same in the container (Dockerfile ENV and CMD) as for npm start, and sizes the heap', () => {
    const dockerfile = readFileSync('Dockerfile', 'utf8')
    const cmd = dockerfile.split('\n').find((l) => l.startsWith('CMD '))!
    const { env, args } = startCommand()
    expect(JSON.parse(cmd.slice(4))).toEqual(['node', ...args])
    for (const [name, value] of Object.entries(env)) expect(dockerfile).toMatch(new RegExp(`^\\s*(ENV )?${name}=${value}\\b`, 'm'))
    expect(env.MALLOC_ARENA_MAX).toBe('2')
    expect(args).toContain('--max-old-space-size=256')
    expect(args.at(-1)).toBe('scripts/start.mjs')
  })
})
