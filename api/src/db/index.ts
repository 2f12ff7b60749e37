/** Public surface of the database layer (see SCHEMA.md). */
export { startEmbeddedPostgres, type EmbeddedPostgresHandle } from './embedded';
export { openDatabase, migrate, rollbackAll, pingDatabase, createKnex, defaultDataDir, repoRoot, type OpenedDatabase } from './database';
export * from './models';
export * from './constants';
