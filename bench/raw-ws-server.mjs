// The subscription baseline: node:http + `ws` + pg, no GraphQL. POST /trigger?id=… makes the same change the
// gateway's startApplicationReview makes (one UPDATE … RETURNING) and broadcasts the same `next` message the
// gateway sends (graphql-transport-ws framing, the subscriber's own operation id) to every connected client.
import http from 'node:http';
import pg from 'pg';
import { WebSocketServer } from 'ws';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const clients = new Map(); // socket → subscription id

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url, 'http://localhost');
    if (url.pathname !== '/trigger') return void res.writeHead(404).end();
    const { rows } = await pool.query(
      `UPDATE application SET status = 'under_review', updated_at = now() WHERE id = $1 RETURNING id, user_id, status`,
      [url.searchParams.get('id')],
    );
    const row = rows[0];
    const data = JSON.stringify({ data: { applicationChanged: { kind: 'application.changed', id: row.id, userId: row.user_id, application: { id: row.id, status: row.status } } } });
    for (const [socket, id] of clients) if (id) socket.send(`{"id":${JSON.stringify(id)},"type":"next","payload":${data}}`);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { startApplicationReview: { id: row.id } } }));
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});

const wss = new WebSocketServer({ server, path: '/graphql' });
wss.on('connection', (socket) => {
  clients.set(socket, null);
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString());
    if (message.type === 'connection_init') socket.send('{"type":"connection_ack"}');
    else if (message.type === 'subscribe') clients.set(socket, message.id);
    else if (message.type === 'ping') socket.send('{"type":"pong"}');
  });
  socket.on('close', () => clients.delete(socket));
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => process.stdout.write(`http://127.0.0.1:${server.address().port}\n`));
process.on('SIGTERM', () => {
  for (const socket of clients.keys()) socket.terminate();
  server.close();
  void pool.end().finally(() => process.exit(0));
});
