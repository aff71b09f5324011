import { MapPinIcon } from './icons'

/** Half the width and height of the map's view, in degrees: a town and its surroundings. */
const SPAN_LAT = 0.025
const SPAN_LON = 0.04

export function openStreetMapLink(latitude: number, longitude: number, zoom = 14): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`
}

export function openStreetMapEmbed(latitude: number, longitude: number): string {
  const bbox = [longitude - SPAN_LON, latitude - SPAN_LAT, longitude + SPAN_LON, latitude + SPAN_LAT].map((n) => n.toFixed(5)).join(',')
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`
}

/**
 * An embedded OpenStreetMap with the place marked, and a plain link to the full map that works
 * where frames are blocked or JavaScript is off.
 */
export function LocationMap({ latitude, longitude, title, linkText, coordinatesLabel }: { latitude: number; longitude: number; title: string; linkText: string; coordinatesLabel: string }) {
  return (
    <figure className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <iframe title={title} src={openStreetMapEmbed(latitude, longitude)} loading="lazy" className="aspect-[4/3] w-full border-0 bg-brand-50 sm:aspect-[16/9]" />
      <figcaption className="flex flex-col gap-2 p-4 text-sm text-slate-700">
        <span className="flex items-center gap-2">
          <MapPinIcon className="size-4 shrink-0 text-brand-700" />
          <span>
            {coordinatesLabel}: <span className="whitespace-nowrap tabular-nums">{latitude.toFixed(4)}, {longitude.toFixed(4)}</span>
          </span>
        </span>
        <a href={openStreetMapLink(latitude, longitude)} rel="noopener" className="font-semibold text-brand-700 underline hover:text-brand-800">{linkText}</a>
      </figcaption>
    </figure>
  )
}
