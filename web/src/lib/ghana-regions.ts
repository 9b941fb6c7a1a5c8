// THE list of Ghana's regions (server/src/shared/ghana-regions.ts): the profile and the application offer the same
// choices the server's GhanaRegion enum accepts, with the same labels.
export { GHANA_REGION_LABELS, GHANA_REGION_OPTIONS } from '../../../server/src/shared/ghana-regions';
export type { GhanaRegion } from '../../../server/src/shared/ghana-regions';
