// A TCP port on 127.0.0.1 that nothing listens on, as the OS hands it out, for a server process the bench or the
// browser tests start. A port picked at random from a range could be one a local service already holds (the bench's
// old range 5100–5899 held PostgreSQL's 5432 and RabbitMQ's 5672).
import net from 'node:net';

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
