#!/usr/bin/env node
// `npm test`: every test of the repository, stopping at the first failing step.
//   1. lock file complete for npm ci, dependencies (npm ci when missing), build-if-stale
//   2. Chromium present (PUPPETEER_EXECUTABLE_PATH, then /usr/bin/chromium)
//   3. generated GraphQL types up to date (scripts/codegen.mjs --check), type check over the root
//      tsconfig's project references (tsc -b), then ESLint (eslint.config.mjs)
//   4. unit + API integration tests, one jest run per package (--ci --json)
//   5. Storybook static build of the design system
//   6. Puppeteer e2e suite against the system started on a free port with a fresh database
// The last line printed is always `N passed, N failed` summed over every jest run.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { CHROMIUM_HELP, ensureDependencies, findChromium, log, run } from './lib.mjs';

/** Packages with jest tests, in run order; e2e runs last, on its own step. */
const UNIT_PACKAGES = ['platform', 'design-system', 'shell', 'mfe-content', 'mfe-search', 'mfe-booking', 'mfe-host', 'mfe-admin', 'api'];

const reportDir = mkdtempSync(path.join(os.tmpdir(), 'zaalplek-test-'));
const reports = [];

class StepFailed extends Error {}

async function step(name, cmd, args, opts) {
  log(`── ${name}`);
  const started = Date.now();
  const code = await run(cmd, args, opts);
  log(`   ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (code !== 0) throw new StepFailed(`${name} failed`);
}

/** One jest run through the package's own `test` script, with a JSON report to sum up. */
async function jestStep(pkg, env = process.env) {
  const outputFile = path.join(reportDir, `${pkg}.json`);
  reports.push({ pkg, outputFile });
  await step(`tests @zaalplek/${pkg}`, 'npm', ['test', '-w', `@zaalplek/${pkg}`, '--', '--ci', '--json', `--outputFile=${outputFile}`], { env });
}

function summary() {
  let passed = 0;
  let failed = 0;
  const broken = [];
  for (const { pkg, outputFile } of reports) {
    if (!existsSync(outputFile)) {
      broken.push(`${pkg} (no report: jest did not run)`);
      continue;
    }
    const result = JSON.parse(readFileSync(outputFile, 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    if (result.numRuntimeErrorTestSuites > 0) broken.push(`${pkg} (${result.numRuntimeErrorTestSuites} suite(s) failed to run)`);
  }
  if (broken.length) log(`not counted as tests: ${broken.join(', ')}`);
  return `${passed} passed, ${failed} failed`;
}

async function main() {
  const started = Date.now();
  log('── dependencies and build');
  // npm ci (fresh clones, CI) refuses a lock without every platform's optional binaries
  if ((await run('node', ['scripts/complete-lockfile.mjs', '--check'])) !== 0) {
    throw new StepFailed('package-lock.json is incomplete: run `node scripts/complete-lockfile.mjs` and commit it');
  }
  await ensureDependencies();
  await buildIfStale();

  const chromium = findChromium();
  if (!chromium) {
    console.error(CHROMIUM_HELP);
    throw new StepFailed('Chromium missing');
  }
  log(`Chromium: ${chromium}`);

  await step('generated GraphQL types up to date (npm run codegen)', 'node', ['scripts/codegen.mjs', '--check']);
  await step('type check (tsc -b)', 'npx', ['tsc', '-b', '--pretty']);
  await step('lint (eslint)', 'npx', ['eslint', '--max-warnings', '100', '.']);
  for (const pkg of UNIT_PACKAGES) await jestStep(pkg);
  await step('Storybook static build', 'npm', ['run', 'build-storybook', '-w', '@zaalplek/design-system'], {
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' }, // no network in CI
  });
  await jestStep('e2e', { ...process.env, PUPPETEER_EXECUTABLE_PATH: chromium });
  log(`all steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

let exitCode = 0;
try {
  await main();
} catch (err) {
  exitCode = 1;
  if (!(err instanceof StepFailed)) console.error(`[zaalplek] ${err.stack ?? err}`);
  else log(err.message);
}
const line = summary();
rmSync(reportDir, { recursive: true, force: true });
console.log(line);
process.exit(exitCode);
