// `npm test`: type check and lint, unit tests, API integration tests on PGlite (and on PostgreSQL
// when TEST_DATABASE_URL is set), the server-process tests, web component tests, then the
// Playwright journeys in Chromium. Every step runs; the last line sums them up.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureWebBuild, repoRoot } from './lib/web-build.mjs';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'wefe-test-reports-'));
const vitest = path.join(repoRoot, 'node_modules/vitest/vitest.mjs');
const playwright = path.join(repoRoot, 'node_modules/@playwright/test/cli.js');
const totals = { passed: 0, failed: 0 };
const failedSteps = [];
// CI shows only the tail of the output, so the names of failed tests are repeated at the end.
const failedTests = [];
// And what a failed journey's page showed (Playwright's error context: its accessibility snapshot), as
// the trace stays on the CI machine.
const failedPages = [];

// CI must finish within 45 minutes: each step's time is printed with the summary, to see where it goes.
const stepTimes = [];

function run(title, command, args, { env = {}, cwd = repoRoot, report } = {}) {
  console.log(`\n━━ ${title}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  stepTimes.push(`${title}: ${Math.round((performance.now() - started) / 1000)} s`);
  if (report) count(report);
  if (result.status !== 0) failedSteps.push(title);
  return result.status === 0;
}

// Counts tests from a reporter's JSON file (Vitest and Playwright both write one).
function count(file) {
  if (!fs.existsSync(file)) return;
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  if ('numPassedTests' in json) {
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    for (const file of json.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status === 'failed') failedTests.push(describeFailure(file.name, test.fullName, test.failureMessages?.[0]));
      }
    }
  } else if (json.stats) {
    totals.passed += json.stats.expected + (json.stats.flaky ?? 0);
    totals.failed += json.stats.unexpected;
    collectPlaywrightFailures(json.suites ?? []);
  }
}

/** How much of a failed journey's page snapshot the summary shows. */
const PAGE_SNAPSHOT_CHARS = 6000;

/** The page's main landmark in an error context's snapshot (the header and menus come first and are long). */
function mainOfPage(errorContext) {
  const snapshot = errorContext.slice(Math.max(0, errorContext.indexOf('# Page snapshot')));
  const main = /^\s*- main\b/m.exec(snapshot);
  return snapshot.slice(main ? main.index : 0, (main ? main.index : 0) + PAGE_SNAPSHOT_CHARS);
}

function collectPlaywrightFailures(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      const last = spec.tests?.[0]?.results?.at(-1);
      failedTests.push(describeFailure(spec.file, spec.title, last?.error?.message));
      const context = last?.attachments?.find((attachment) => attachment.name === 'error-context' && attachment.path);
      if (context && fs.existsSync(context.path)) failedPages.push(`${spec.title}\n${mainOfPage(fs.readFileSync(context.path, 'utf8'))}`);
    }
    collectPlaywrightFailures(suite.suites ?? []);
  }
}

function describeFailure(file, name, message = '') {
  const firstLine = stripVTControlCharacters(message).split('\n').find((line) => line.trim()) ?? '';
  return `${path.relative(repoRoot, file ?? '')} › ${name}\n    ${firstLine.slice(0, 300)}`;
}

const errorsReporter = path.join(repoRoot, 'scripts/lib/vitest-errors-reporter.mjs');
// Errors that fail a step without failing a test (unhandled rejections, files that did not load, failed hooks).
const stepErrors = [];

function vitestRun(title, projects, env = {}) {
  const report = path.join(reports, `${title.replace(/\W+/g, '-')}.json`);
  const errors = path.join(reports, `${title.replace(/\W+/g, '-')}.errors.json`);
  const args = [vitest, 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--reporter=${errorsReporter}`, `--outputFile.json=${report}`];
  const passed = run(title, process.execPath, args, { env: { ...env, VITEST_ERRORS_FILE: errors }, report });
  if (fs.existsSync(errors)) {
    for (const error of JSON.parse(fs.readFileSync(errors, 'utf8'))) {
      stepErrors.push(`${title} › ${error.where}\n    ${error.name}: ${error.message}${error.stack.map((line) => `\n    ${line.trim()}`).join('')}`);
    }
  }
  return passed;
}

run('Type check and lint', 'npm', ['run', 'check', '--silent']);
vitestRun('Unit tests and web component tests', ['contract', 'api-unit', 'web', 'web-isolated']);
vitestRun('API integration tests on PGlite (in memory)', ['api'], { TEST_DB_ENGINE: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  vitestRun('API integration tests on PostgreSQL (TEST_DATABASE_URL)', ['api'], { TEST_DB_ENGINE: 'postgres' });
} else {
  console.log('\n━━ API integration tests on PostgreSQL: not run, TEST_DATABASE_URL is not set (.ci/run sets it; see README).');
}
if (!process.env.TEST_DATABASE_URL) console.log('\n━━ Two instances behind nginx, the statement timeout, the kept connections and plans and the crash test on PostgreSQL: not run, TEST_DATABASE_URL is not set.');
vitestRun('Server process tests (data-directory lock, shutdown, crashes, load)', ['api-server', 'api-server-load']);

console.log('\n━━ Browser journeys (Playwright in Chromium)');
try {
  ensureChromium();
  ensureWebBuild();
  const report = path.join(reports, 'playwright.json');
  run('Browser journeys', process.execPath, [playwright, 'test', '--config', 'apps/web/playwright.config.ts', '--reporter=list,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    report,
  });
} catch (error) {
  console.error(`\n${error.message}`);
  failedSteps.push('Browser journeys');
}

fs.rmSync(reports, { recursive: true, force: true });
if (failedPages.length) console.log(`\nWhat each failed journey's page showed:\n${failedPages.join('\n\n')}`);
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((line) => `  ${line}`).join('\n')}`);
if (stepErrors.length) console.log(`\nErrors outside any test:\n${stepErrors.map((line) => `  ${line}`).join('\n')}`);
console.log(`\nStep times:\n${stepTimes.map((line) => `  ${line}`).join('\n')}`);
console.log(failedSteps.length ? `\nFailed steps: ${failedSteps.join('; ')}` : '\nEvery step passed.');
console.log(`Total: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
