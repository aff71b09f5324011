import { describe, expect, it } from 'vitest'
import { InvalidEnvironmentError, loadTaskEnv } from './env'

describe('SEED_DEMO', () => {
  it('seeds the whole demo unless told otherwise, or only the content for a real installation', () => {
    expect(loadTaskEnv({}).SEED_DEMO).toBe('all')
    expect(loadTaskEnv({ SEED_DEMO: 'content' }).SEED_DEMO).toBe('content')
  })

  it('refuses a value it does not know, naming the variable', () => {
    expect(() => loadTaskEnv({ SEED_DEMO: 'none' })).toThrow(InvalidEnvironmentError)
    expect(() => loadTaskEnv({ SEED_DEMO: 'none' })).toThrow(/SEED_DEMO/)
  })
})
