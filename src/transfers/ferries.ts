import type { Terminal } from './quote'

// The ferry services that call at Menorca's two ports (operators and the port at the other end),
// so a traveller arriving by sea names one the driver can look for.

export interface FerryService {
  code: string
  operator: string
  /** The port at the other end. */
  route: string
}

export type Port = Exclude<Terminal, 'airport'>

export const FERRY_SERVICES: Record<Port, FerryService[]> = {
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

const isPort = (place: string | undefined): place is Port => place !== undefined && Object.hasOwn(FERRY_SERVICES, place)

/**
 * The port whose ferries a leg's "flight or ferry" field names, or null when it names a flight
 * (from the airport, or from a town to the airport) or nothing (town to town, places not chosen).
 * The schema checks the field by it and the request form suggests that port's services by it.
 */
export function ferryPortOfLeg(from: string | undefined, to: string | undefined): Port | null {
  if (from === 'airport') return null
  if (isPort(from)) return from
  if (to === 'airport') return null
  return isPort(to) ? to : null
}

export function ferryLabel(service: FerryService): string {
  return `${service.operator} · ${service.route}`
}

/** A ferry service the flight-or-ferry field suggests, with the port it calls at. */
export interface FerrySuggestion {
  port: Port
  service: FerryService
}

/**
 * The services a leg's field suggests: only the port's own when the leg starts or ends at a port.
 * Otherwise a page that follows the visitor's places (JavaScript) suggests none, as the leg asks
 * for a flight or nothing; a page that cannot follow them (without JavaScript the places may still
 * change) suggests every port's, for the visitor to tell apart by the port named beside each.
 */
export function ferrySuggestions(from: string | undefined, to: string | undefined, { followsPlaces }: { followsPlaces: boolean }): FerrySuggestion[] {
  const port = ferryPortOfLeg(from, to)
  if (port) return FERRY_SERVICES[port].map((service) => ({ port, service }))
  if (followsPlaces) return []
  return (Object.keys(FERRY_SERVICES) as Port[]).flatMap((each) => FERRY_SERVICES[each].map((service) => ({ port: each, service })))
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
export function findFerryService(port: Port, typed: string): FerryService | null {
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
