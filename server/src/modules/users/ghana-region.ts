import { registerEnumType } from 'type-graphql';

/** The 16 administrative regions of Ghana (since 2019), stored and exposed as these lowercase keys. */
export const GHANA_REGIONS = {
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
export type GhanaRegion = keyof typeof GHANA_REGIONS;

export const GhanaRegionEnum = Object.fromEntries(Object.keys(GHANA_REGIONS).map((key) => [key, key])) as Record<GhanaRegion, GhanaRegion>;

registerEnumType(GhanaRegionEnum, {
  name: 'GhanaRegion',
  description: 'One of the 16 regions of Ghana.',
  valuesConfig: Object.fromEntries(Object.entries(GHANA_REGIONS).map(([key, label]) => [key, { description: label }])),
});
