import { UserModel } from './users.model'
import type { CurrentUser } from './users.schema'

export async function findCurrentUser(id: number | undefined): Promise<CurrentUser | null> {
  if (!id) return null
  const user = await UserModel.query().findById(id)
  if (!user) return null
  return { id: user.id, role: user.role, name: user.name, email: user.email }
}
