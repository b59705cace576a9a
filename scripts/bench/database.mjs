// A throw-away database per run, so every run starts from the same empty tables and leaves nothing behind.
import pg from 'pg';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function urlFor(database) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates `bench_<timestamp>` and returns its URL and a `drop()` that removes it. */
export async function createBenchDatabase() {
  const name = `bench_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
  await admin(`CREATE DATABASE ${name}`);
  return {
    name,
    url: urlFor(name),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** One short query on the bench database (server version, settings, row counts). */
export async function queryOnce(url, sql, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}
