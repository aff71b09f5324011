export const LAND_SCENES = {} as const
