import type { Terminal } from './quote'

// The ferry services that call at Menorca's two ports (operators and the port at the other end),
// so a traveller arriving by sea names one the driver can look for.

export interface FerryService {
  code: string
  operator: string
  /** The port at the other end. */
  route: string
}

export const FERRY_SERVICES: Record<Exclude<Terminal, 'airport'>, FerryService[]> = {
  'port-mao': [
    { code: 'balearia-barcelona', operator: 'Baleària', route: 'Barcelona' },
    { code: 'trasmed-barcelona', operator: 'Trasmed GLE', route: 'Barcelona' },
    { code: 'balearia-palma', operator: 'Baleària', route: 'Palma' },
    { code: 'trasmed-palma', operator: 'Trasmed GLE', route: 'Palma' },
    { code: 'trasmed-valencia', operator: 'Trasmed GLE', route: 'València' },
  ],
  'port-ciutadella': [
    { code: 'balearia-alcudia', operator: 'Baleària', route: 'Alcúdia' },
    { code: 'trasmed-alcudia', operator: 'Trasmed GLE', route: 'Alcúdia' },
  ],
}

export function ferryLabel(service: FerryService): string {
  return `${service.operator} · ${service.route}`
}

/** Lower case without accents or punctuation: "Balearia, alcudia" finds "Baleària · Alcúdia". */
function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/**
 * The service a traveller typed for a port: the operator's name (or its first word) and the
 * other port both appear, or the code itself. Null when it is none of that port's services.
 */
export function findFerryService(port: Exclude<Terminal, 'airport'>, typed: string): FerryService | null {
  const words = plain(typed)
  if (!words) return null
  return (
    FERRY_SERVICES[port].find((s) => {
      if (words === s.code.replace(/-/g, ' ')) return true
      const operator = plain(s.operator).split(' ')[0]!
      return words.includes(operator) && words.includes(plain(s.route))
    }) ?? null
  )
}
