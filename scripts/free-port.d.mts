/** A TCP port on 127.0.0.1 that nothing listens on, as the OS hands it out (scripts/free-port.mjs). */
export function freePort(): Promise<number>;
