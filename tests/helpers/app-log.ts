import { pino } from 'pino';

/** Error-level lines the test apps logged since the current test began; the setup file fails the test on any. */
export const appErrorLines: string[] = [];

/** pino's number for `error`. */
const ERROR_LEVEL = 50;

/**
 * The logger of every test app: silent below `error`, and every error line kept for the running test
 * to answer for. A test that provokes an error on purpose takes it with `takeAppErrors()` and asserts on it.
 * Given `warnings`, warning lines are kept there too, for a test about trouble the app rides out.
 */
export type TestLog = ReturnType<typeof createTestLog>;

export function createTestLog(warnings?: string[]) {
  return pino(
    { level: warnings ? 'warn' : 'error' },
    {
      write(line: string) {
        if (warnings && (JSON.parse(line) as { level: number }).level < ERROR_LEVEL) warnings.push(line.trimEnd());
        else appErrorLines.push(line.trimEnd());
      },
    },
  );
}

/** The error lines logged so far, taken out so they fail nothing: for a test that provokes errors on purpose. */
export function takeAppErrors(): string[] {
  return appErrorLines.splice(0);
}
