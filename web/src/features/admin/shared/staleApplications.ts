// Some staff actions change what the server derives for applications they do not return: verifying or rejecting a
// document changes the applicant's required documents and approval checks; an inspection result changes the checks of
// every application linked to the property. Those derived fields are dropped from the cache, so an application on
// screen reads them again at once and one opened later never shows the old answer.
import type { ApolloCache } from '@apollo/client';

/** The server-derived fields of an application that documents and inspections change. */
export const DERIVED_APPLICATION_FIELDS = ['approvalChecks', 'documentRequirements', 'documentsSummary'] as const;

/** Drops the derived fields of the given applications (every cached application when no ids are given). */
export function forgetApplicationChecks(cache: ApolloCache, applicationIds?: readonly string[]): void {
  const ids = applicationIds
    ? applicationIds.map((id) => cache.identify({ __typename: 'Application', id })).filter((id): id is string => Boolean(id))
    : Object.keys(cache.extract() as Record<string, unknown>).filter((key) => key.startsWith('Application:'));
  for (const id of ids) for (const fieldName of DERIVED_APPLICATION_FIELDS) cache.evict({ id, fieldName });
  cache.gc();
}
