// The live socket came back after a drop. Events sent meanwhile are not replayed, so whatever shows live data asks
// the server again: lib/apollo refetches every active query, and readers outside them (the sidebar's status, which
// watches the cache only) listen here.
type Listener = () => void;
const listeners = new Set<Listener>();

export function notifySocketReconnected(): void {
  listeners.forEach((listener) => listener());
}

export function onSocketReconnected(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
