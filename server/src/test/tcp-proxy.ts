import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL for tests of lost connections without touching the shared server: `cut()` drops
 * every connection as a restart does, `refuse(true)` turns new ones away (the server is down), and `cutWhenClientSends`
 * drops a connection the moment its client sends given bytes (a `begin` lost on the wire).
 */
export interface TcpProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  urlFor(url: string): string;
  cut(): void;
  refuse(refusing: boolean): void;
  cutWhenClientSends(bytes: string | null): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let refusing = false;
  let trigger: Buffer | null = null;
  const server = net.createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    open.add(client);
    open.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('data', (chunk: Buffer) => {
      if (trigger && chunk.includes(trigger)) return drop();
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('close', drop);
    upstream.on('close', drop);
    client.on('error', drop);
    upstream.on('error', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    urlFor(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    cut() {
      for (const socket of open) socket.destroy();
      open.clear();
    },
    refuse(value) {
      refusing = value;
    },
    cutWhenClientSends(bytes) {
      trigger = bytes === null ? null : Buffer.from(bytes);
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
