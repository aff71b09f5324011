/** SPEC §2: the home page's popular trips filter keeps a trip whose type contains the chosen name. */
export function matchesTripType(tripType: string, selectedName: string | null): boolean {
  return selectedName === null || tripType.includes(selectedName)
}
