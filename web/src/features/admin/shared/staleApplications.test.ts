import { describe, expect, it } from 'vitest';
import { InMemoryCache, gql } from '@apollo/client';
import { CACHE_TYPE_POLICIES } from '../../../lib/cache-policies';
import { forgetApplicationChecks } from './staleApplications';

const CHECKS = gql`
  fragment Checks on Application {
    id
    status
    documentsSummary
    approvalChecks {
      key
      passed
    }
  }
`;

function cacheWith(...ids: string[]) {
  const cache = new InMemoryCache({ typePolicies: CACHE_TYPE_POLICIES });
  for (const id of ids) {
    cache.writeFragment({
      fragment: CHECKS,
      data: { __typename: 'Application', id, status: 'pending', documentsSummary: '1 of 2 documents', approvalChecks: [{ __typename: 'ApprovalCheck', key: 'documents', passed: false }] },
    });
  }
  return cache;
}

const read = (cache: InMemoryCache, id: string) => cache.readFragment({ fragment: CHECKS, id: cache.identify({ __typename: 'Application', id }) });

describe('forgetting what a document or inspection decision changed', () => {
  it('makes the named application read its checks again and leaves the others', () => {
    const cache = cacheWith('app-1', 'app-2');
    forgetApplicationChecks(cache, ['app-1']);
    // Incomplete now: a query showing it goes back to the server.
    expect(read(cache, 'app-1')).toBeNull();
    expect(read(cache, 'app-2')).toMatchObject({ documentsSummary: '1 of 2 documents' });
    expect(cache.extract()['Application:app-1']).toMatchObject({ status: 'pending' });
  });

  it('reaches every cached application when the decision names none', () => {
    const cache = cacheWith('app-1', 'app-2');
    forgetApplicationChecks(cache);
    expect(read(cache, 'app-1')).toBeNull();
    expect(read(cache, 'app-2')).toBeNull();
  });
});
