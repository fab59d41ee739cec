// Fails a journey on any script error or console error in its pages. Chrome reports every 4xx answer
// (a refused sign-in, an image still under review) as "Failed to load resource": those are expected
// answers, not failures.
import { expect, type Page, type TestType } from '@playwright/test';

/** Installs the check on every test of the file; `watch` adds pages opened in other contexts. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any test type, whatever its fixtures
export function failOnConsoleErrors(test: TestType<any, any>) {
  let errors: string[] = [];
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
  };
  test.beforeEach(({ page }: { page: Page }) => {
    errors = [];
    watch(page);
  });
  test.afterEach(() => {
    expect(errors).toEqual([]);
  });
  return { watch };
}
