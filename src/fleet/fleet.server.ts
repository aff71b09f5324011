import { DriverModel } from './fleet.model'

/** The driver record of a staff account with the driver role, if it has one. */
export async function driverOfUser(userId: number): Promise<DriverModel | undefined> {
  return DriverModel.query().findOne({ userId })
}

/** A driver record without a staff account yet, found by e-mail, and how to give it one (the demo's driver login). */
export async function driverAwaitingAccount(email: string): Promise<{ name: string; email: string; link(userId: number): Promise<void> } | undefined> {
  const driver = await DriverModel.query().findOne({ email }).whereNull('userId')
  if (!driver) return undefined
  return { name: driver.name, email, link: async (userId) => void (await DriverModel.query().findById(driver.id).patch({ userId })) }
}
