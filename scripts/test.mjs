/**
 * `npm test`: every test (unit, API integration on PGlite, browser) in one vitest run, after
 * making sure the storefront build is current and within its size budgets (scripts/budgets.mjs;
 * a build over budget fails the run, after the tests). Ends with a plain "N passed, N failed" line.
 * Extra arguments go to vitest (e.g. `npm test -- --project api`).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureWebBuild } from './web-build.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
process.chdir(ROOT);
ensureWebBuild();
const budgets = spawnSync(process.execPath, ['scripts/budgets.mjs'], { stdio: 'inherit' });

const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-vitest-')), 'report.json');
const result = spawnSync(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: process.env },
);

if (fs.existsSync(report)) {
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  const skipped = json.numPendingTests + json.numTodoTests;
  const label = process.env.TEST_DATABASE_URL ? 'postgres' : 'tests';
  console.info(`${label}: ${json.numPassedTests} passed, ${json.numFailedTests} failed, ${skipped} skipped`);
}
const testsStatus = result.status ?? 1;
const budgetsStatus = budgets.status ?? 1;
if (budgetsStatus !== 0) console.error('budgets: the storefront build is over its size budget (table above)');
process.exit(testsStatus || budgetsStatus);
