import { DriverModel } from './fleet.model'

/** The driver record of a staff account with the driver role, if it has one. */
export async function driverOfUser(userId: number): Promise<DriverModel | undefined> {
  return DriverModel.query().findOne({ userId })
}
