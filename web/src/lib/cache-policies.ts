// How the Apollo cache identifies records that have no `id`. With an identity, a mutation's answer updates every
// screen that shows the same record (e.g. a saved setting's "Last changed" caption), with no refetch.
import type { TypePolicies } from '@apollo/client';

export const CACHE_TYPE_POLICIES: TypePolicies = {
  /** A setting is named by its key ("credit.grace_days"). */
  Setting: { keyFields: ['key'] },
};
