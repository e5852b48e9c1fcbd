import { afterEach, beforeEach, expect, vi } from 'vitest';

// A test that makes the code under test print an error fails, even when its assertions pass:
// an error logged to the console is a bug nobody would otherwise see.
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
});
