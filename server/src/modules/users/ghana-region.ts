import { registerEnumType } from 'type-graphql';
import { GHANA_REGION_LABELS, type GhanaRegion } from '../../shared/ghana-regions.js';

export type { GhanaRegion };

/** The GraphQL enum GhanaRegion, from THE list of regions (shared/ghana-regions.ts). */
export const GhanaRegionEnum = Object.fromEntries(Object.keys(GHANA_REGION_LABELS).map((key) => [key, key])) as Record<GhanaRegion, GhanaRegion>;

registerEnumType(GhanaRegionEnum, {
  name: 'GhanaRegion',
  description: 'One of the 16 regions of Ghana.',
  valuesConfig: Object.fromEntries(Object.entries(GHANA_REGION_LABELS).map(([key, label]) => [key, { description: label }])),
});
