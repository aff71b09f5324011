import { z } from 'zod'
import { LANGUAGES } from '../i18n/languages'
import { ROLES } from './users.model'

/** GET /api/user (SPEC §3/§7): the loaded user; role "admin" is the meaningful value. */
export const CurrentUserSchema = z.object({
  id: z.number().int(),
  role: z.enum(ROLES),
  name: z.string(),
  email: z.string(),
  /** Set for a one-time password: the next admin page is the password change. */
  mustChangePassword: z.boolean(),
  /** The language of the staff e-mails this user receives (docs/decisions/038). */
  language: z.enum(LANGUAGES),
})
export type CurrentUser = z.infer<typeof CurrentUserSchema>
