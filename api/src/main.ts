/**
 * `node api/dist/main.js`: serves the whole product on PORT (default 8080), over HTTPS with HTTP/2
 * when ZAALPLEK_TLS_CERT and ZAALPLEK_TLS_KEY name a certificate.
 * Environment: see docs/CONTRACTS.md. SIGINT/SIGTERM stop everything, postgres included.
 */
import { startServer } from './server';

async function main(): Promise<void> {
  const port = process.env.PORT ? Number.parseInt(process.env.PORT, 10) : 8080;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);
  const server = await startServer({ port });
  console.log(`Zaalplek is running on ${server.url}`);
  console.log(`  GraphQL ${server.url}/api/graphql/public (public), ${server.url}/api/graphql (bearer)`);
  console.log(`  WebSocket ${server.url.replace(/^http/, 'ws')}/api/graphql/ws`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping...`);
    const force = setTimeout(() => {
      console.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, 20000);
    force.unref();
    server
      .stop()
      .then(() => process.exit(0))
      .catch((err) => {
        console.error(err);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
