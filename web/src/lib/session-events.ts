// One signal for "the server no longer knows this session" (SPEC §8 Session): an UNAUTHENTICATED GraphQL answer, an
// HTTP 401 or the socket closing with 4401 (lib/unauthenticated-link, lib/socket-link). lib/auth-context confirms it
// with one session check and then runs the session-expired flow at once, instead of leaving screens on a connection
// error until the next 30 s tick. Plain code with no Apollo import: the landing page's entry holds it.

type Listener = () => void;
const listeners = new Set<Listener>();

/** Tells the app that the server refused this session. */
export function reportUnauthenticated(): void {
  listeners.forEach((listener) => listener());
}

/** Called on every report until the returned function is called. */
export function onUnauthenticated(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
