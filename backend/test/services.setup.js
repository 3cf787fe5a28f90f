// The services suite runs the API tests against a PostgreSQL server instead of embedded PGlite.
process.env.TEST_DATABASE_URL ??= process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
