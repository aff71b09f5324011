const BLOCK = 512

function field(header: Buffer, start: number, length: number): string {
  const bytes = header.subarray(start, start + length)
  const end = bytes.indexOf(0)
  return bytes.subarray(0, end === -1 ? length : end).toString('utf8')
}

/** Each entry's path (ustar: prefix/name) and its bytes, header and padded data, as they stand. */
function* entriesOf(tarball: Buffer): Generator<{ path: string; bytes: Buffer }> {
  let offset = 0
  while (offset + BLOCK <= tarball.length) {
    const header = tarball.subarray(offset, offset + BLOCK)
    if (header.every((byte) => byte === 0)) return
    const prefix = field(header, 345, 155)
    const name = field(header, 0, 100)
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8)
    const length = BLOCK + Math.ceil(size / BLOCK) * BLOCK
    yield { path: prefix ? `${prefix}/${name}` : name, bytes: tarball.subarray(offset, offset + length) }
    offset += length
  }
}

/** The same tarball without the entries `drop` picks (their data too), ended by the two empty blocks. */
export function withoutEntries(tarball: Buffer, drop: (path: string) => boolean): Buffer {
  const kept = [...entriesOf(tarball)].filter((entry) => !drop(entry.path)).map((entry) => entry.bytes)
  return Buffer.concat([...kept, Buffer.alloc(2 * BLOCK)])
}
