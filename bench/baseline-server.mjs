// The comparison server: node:http + pg, the best single SQL per request as a named prepared statement (as the
// gateway's hot reads are, db/prepared.ts), JSON.stringify. It answers with
// exactly the `data` the GraphQL gateway returns for the same rows (bench/run.mjs checks that).
import http from 'node:http';
import pg from 'pg';

const NODE_COLUMNS = `json_build_object(
  'id', a.id, 'status', a.status, 'monthlyRent', a.monthly_rent, 'advanceMonths', a.advance_months,
  'repaymentMonths', a.repayment_months, 'propertyAddress', a.property_address,
  'createdAt', to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'applicant', json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'email', u.email),
  'emergencyContacts', coalesce((SELECT json_agg(json_build_object('name', c.name, 'phone', c.phone, 'relationship', c.relationship) ORDER BY c.position)
                                   FROM emergency_contact c WHERE c.application_id = a.id), '[]'::json),
  'employerInformation', json_build_object('employerName', e.employer_name, 'jobTitle', e.job_title,
                                           'employmentType', e.employment_type, 'monthlyNetIncome', e.monthly_net_income)
)`;

const LIST_SQL = `SELECT a.id, a.created_at, ${NODE_COLUMNS} AS node
  FROM application a JOIN "user" u ON u.id = a.user_id JOIN employer_information e ON e.application_id = a.id
 WHERE ($2::timestamptz IS NULL OR (a.created_at, a.id) < ($2::timestamptz, $3::uuid))
 ORDER BY a.created_at DESC, a.id DESC LIMIT $1`;

const DETAIL_SQL = `SELECT ${NODE_COLUMNS} AS node
  FROM application a JOIN "user" u ON u.id = a.user_id JOIN employer_information e ON e.application_id = a.id
 WHERE a.id = $1`;

const cursor = (createdAt, id) => Buffer.from(JSON.stringify([createdAt.toISOString(), id])).toString('base64url');

export function startBaseline(databaseUrl, port = 0) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://localhost');
      let body;
      if (url.pathname === '/list') {
        const first = Math.min(100, Number(url.searchParams.get('first') ?? 20));
        const after = url.searchParams.get('after');
        const [afterAt, afterId] = after ? JSON.parse(Buffer.from(after, 'base64url').toString()) : [null, null];
        const { rows } = await pool.query({ name: 'list', text: LIST_SQL, values: [first + 1, afterAt, afterId] });
        const nodes = rows.slice(0, first);
        const last = nodes.at(-1);
        body = { data: { applications: { nodes: nodes.map((row) => row.node), pageInfo: { hasNextPage: rows.length > first, endCursor: last ? cursor(last.created_at, last.id) : null } } } };
      } else if (url.pathname === '/detail') {
        const { rows } = await pool.query({ name: 'detail', text: DETAIL_SQL, values: [url.searchParams.get('id')] });
        body = { data: { application: rows[0]?.node ?? null } };
      } else if (url.pathname === '/typename') {
        body = { data: { __typename: 'Query' } };
      } else {
        res.writeHead(404).end();
        return;
      }
      const json = JSON.stringify(body);
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) }).end(json);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}`, close: async () => { server.close(); await pool.end(); } }),
    ),
  );
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { url } = await startBaseline(process.env.DATABASE_URL, Number(process.env.PORT ?? 0));
  process.stdout.write(`${url}\n`);
}
