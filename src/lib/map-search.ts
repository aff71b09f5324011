/**
 * A map search for a place on the island, for a link in a page, an e-mail or a voucher. Only the
 * first sentence is searched: editors write meeting points as "Moll de Llevant in Maó, next to
 * the Club Marítimo. Please arrive 15 minutes early.", and a search for the whole text finds
 * nothing. A sentence ends at a word of three letters or more ("C. Major 3" stays whole).
 */
export function mapSearchUrl(place: string): string {
  const where = place.trim().split(/(?<=\p{L}{3}[.!?])\s+(?=\p{Lu})/u)[0]!.replace(/[.!?]+$/, '')
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${where}, Menorca`)}`
}
