/** Names shared by the Jest global setup and the per-test database helper. */
export const TEMPLATE_DB = 'zaalplek_template';
export const SEEDED_TEMPLATE_DB = 'zaalplek_template_seeded';
/** Set by globalSetup: connection string of the cluster's `postgres` database. */
export const ADMIN_URL_ENV = 'ZAALPLEK_TEST_ADMIN_URL';
/** Optional: run the API tests against an external PostgreSQL (superuser URL) instead of the embedded one. */
export const EXTERNAL_URL_ENV = 'ZAALPLEK_TEST_DATABASE_URL';

export function withDatabase(connectionString: string, database: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${database}`;
  return url.toString();
}
