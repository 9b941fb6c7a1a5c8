import { act, render, screen } from '@testing-library/react';
import { useContext, useEffect } from 'react';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { getApolloContext } from '@apollo/client/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyApolloProvider, loadApolloClient, loadedApolloClient, resetLazyApolloForTests } from './lazy-apollo';

const makeClient = () => new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });

afterEach(() => resetLazyApolloForTests());

describe('lazy Apollo Client (the landing route does not download it)', () => {
  it('creates the client once, however often it is asked for', async () => {
    const factory = vi.fn(async () => makeClient());
    expect(loadedApolloClient()).toBeNull();
    const [first, second] = await Promise.all([loadApolloClient(factory), loadApolloClient(factory)]);
    expect(first).toBe(second);
    expect(await loadApolloClient(factory)).toBe(first);
    expect(loadedApolloClient()).toBe(first);
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('lets a failed chunk load be tried again', async () => {
    const client = makeClient();
    const factory = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValueOnce(client);
    await expect(loadApolloClient(factory)).rejects.toThrow('Failed to fetch');
    expect(loadedApolloClient()).toBeNull();
    await expect(loadApolloClient(factory)).resolves.toBe(client);
  });

  it('fills Apollo context when the client arrives without remounting the app under it', async () => {
    let mounts = 0;
    function Probe() {
      const { client } = useContext(getApolloContext());
      useEffect(() => {
        mounts += 1;
      }, []);
      return <p>{client ? 'client ready' : 'no client yet'}</p>;
    }
    render(
      <LazyApolloProvider>
        <Probe />
      </LazyApolloProvider>,
    );
    expect(screen.getByText('no client yet')).toBeInTheDocument();
    const client = makeClient();
    await act(async () => {
      await loadApolloClient(async () => client);
    });
    expect(screen.getByText('client ready')).toBeInTheDocument();
    expect(mounts).toBe(1);
  });

  it('loads the real client module (split link, SPEC §9 defaults)', async () => {
    const client = await loadApolloClient();
    expect(client).toBeInstanceOf(ApolloClient);
    expect(client.defaultOptions.watchQuery?.fetchPolicy).toBe('cache-first');
    client.stop();
  });
});
