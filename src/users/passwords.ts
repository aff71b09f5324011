import { hash, verify } from '@node-rs/argon2'

/** argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane): the library's defaults, pinned here. */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const


export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

// Verified against when the e-mail is unknown, so both answers take the same time.
let dummyHash: Promise<string> | undefined

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not a real password, only for equal timing')
    await verify(await dummyHash, password).catch(() => false)
    return false
  }
  return verify(passwordHash, password).catch(() => false)
}
