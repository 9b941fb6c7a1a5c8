// The developers' Sandbox, served by this app (no CDN, so it works on a closed network): GraphiQL, the kept package,
// over the same /graphql and socket as the web app. It sends the web app's session cookie, or, when the headers
// editor holds an `x-api-key`, the key alone (a request with both is refused). Outside production only: there the
// server answers this path 404 and introspection is off (http/app.ts).
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher, type Fetcher } from '@graphiql/toolkit';
import Box from '@mui/material/Box';

const DEFAULT_QUERY = `# Try a query: ⌘/Ctrl + Enter runs it. Add {"x-api-key": "…"} under Headers to call as a partner.
query Me {
  me {
    id
    email
    role
  }
}
`;

const hasApiKey = (headers: Record<string, unknown> | undefined) =>
  Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'x-api-key');

function sandboxFetcher(): Fetcher {
  const socket = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;
  const withCookie = createGraphiQLFetcher({ url: '/graphql', subscriptionUrl: socket, fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }) });
  const withKey = createGraphiQLFetcher({ url: '/graphql', fetch: (input, init) => fetch(input, { ...init, credentials: 'omit' }) });
  return (params, options) => (hasApiKey(options?.headers) ? withKey(params, options) : withCookie(params, options));
}

const fetcher = sandboxFetcher();

export default function GraphiQLPage() {
  return (
    <Box component="main" aria-label="GraphQL Sandbox" sx={{ height: '100vh', '& .graphiql-container': { height: '100%' } }}>
      <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} defaultEditorToolsVisibility="headers" />
    </Box>
  );
}
