import { TimestampedModel } from '../db/base-model'

/** Someone who drives the jobs; may have a staff account with the driver role (their phone view). */
export class DriverModel extends TimestampedModel {
  static override tableName = 'drivers'
  static override jsonAttributes = ['languages']
  id!: number
  name!: string
  /** E.164. */
  phone!: string
  email!: string | null
  /** Language codes the driver speaks with customers (es, en, de, ca, fr, it…). */
  languages!: string[]
  active!: boolean
  userId!: number | null
  notes!: string
}

/** One real vehicle of the fleet, of a vehicle class (transfer_vehicles.code). */
export class FleetVehicleModel extends TimestampedModel {
  static override tableName = 'fleet_vehicles'
  id!: number
  plate!: string
  name!: string
  vehicleClass!: string
  seats!: number
  luggage!: number
  active!: boolean
  notes!: string
}
