// A Vitest reporter for `npm test`: writes the errors that fail a run without failing a test (unhandled
// errors and rejections, files that did not load, failed hooks) to the JSON file named by
// VITEST_ERRORS_FILE, as CI shows only the tail of the output and the JSON reporter counts none of them.
import fs from 'node:fs';
import path from 'node:path';

/** Keeps a run's test-less errors: their name, first line, and where in the code they came from. */
export default class ErrorsReporter {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules, unhandledErrors) {
    const file = process.env.VITEST_ERRORS_FILE;
    if (!file) return;
    const errors = [];
    for (const error of unhandledErrors) errors.push({ where: 'unhandled', ...describe(error) });
    for (const testModule of testModules) {
      const where = path.relative(this.root, testModule.moduleId);
      for (const error of testModule.errors()) errors.push({ where, ...describe(error) });
      for (const suite of testModule.children.allSuites()) {
        for (const error of suite.errors()) errors.push({ where: `${where} › ${suite.name}`, ...describe(error) });
      }
    }
    fs.writeFileSync(file, JSON.stringify(errors));
  }
}

function describe(error) {
  const stack = String(error?.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line) && !/node_modules|node:internal|<anonymous>/.test(line)).slice(0, 3);
  return { name: error?.name ?? 'Error', message: String(error?.message ?? error).split('\n')[0].slice(0, 300), stack };
}
