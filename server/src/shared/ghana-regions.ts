// THE list of Ghana's regions: the GraphQL enum GhanaRegion (server validation) and the web's region selects.

/** The 16 administrative regions of Ghana (since 2019), stored and exposed as these lowercase keys, in this order. */
export const GHANA_REGION_LABELS = {
  ahafo: 'Ahafo',
  ashanti: 'Ashanti',
  bono: 'Bono',
  bono_east: 'Bono East',
  central: 'Central',
  eastern: 'Eastern',
  greater_accra: 'Greater Accra',
  north_east: 'North East',
  northern: 'Northern',
  oti: 'Oti',
  savannah: 'Savannah',
  upper_east: 'Upper East',
  upper_west: 'Upper West',
  volta: 'Volta',
  western: 'Western',
  western_north: 'Western North',
} as const;
export type GhanaRegion = keyof typeof GHANA_REGION_LABELS;

/** The regions as select options, in the list's order. */
export const GHANA_REGION_OPTIONS: ReadonlyArray<{ value: GhanaRegion; label: string }> = (Object.keys(GHANA_REGION_LABELS) as GhanaRegion[]).map((value) => ({
  value,
  label: GHANA_REGION_LABELS[value],
}));
