import { describe, expect, it } from 'vitest'
import { STAGES, TOTAL_KM } from './stages'

describe('Camí de Cavalls stages', () => {
  it('has the 20 official stages in order, forming a closed loop from Maó to Maó', () => {
    expect(STAGES.map((s) => s.number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(STAGES[0]!.from).toBe('Maó')
    expect(STAGES.at(-1)!.to).toBe('Maó')
    for (const [i, stage] of STAGES.entries()) if (i > 0) expect(stage.from).toBe(STAGES[i - 1]!.to)
    expect(STAGES[9]!.to).toBe('Ciutadella')
  })
  it('adds up to about 185 km, each stage between 5 and 14 km with one decimal', () => {
    expect(Math.abs(TOTAL_KM - 185)).toBeLessThanOrEqual(2)
    for (const s of STAGES) {
      expect(s.km).toBeGreaterThanOrEqual(5)
      expect(s.km).toBeLessThanOrEqual(14)
      expect(Math.round(s.km * 10)).toBeCloseTo(s.km * 10)
    }
  })
})
