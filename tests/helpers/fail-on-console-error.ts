import { afterEach, beforeEach, expect, vi } from 'vitest';
import { appErrorLines } from './app-log';

// A test that makes the code under test print an error, or log one through the app's logger, fails
// even when its assertions pass: an error nobody asserted is a bug nobody would otherwise see.
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  expect(consoleErrors, 'console.error was called').toEqual([]);
  const logged = appErrorLines.splice(0);
  expect(logged, 'the app logged an error').toEqual([]);
});
