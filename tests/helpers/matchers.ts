import { expect } from 'vitest';

/** What fastify.inject answers, as far as the matchers look at it. */
type InjectedAnswer = { statusCode: number; body: string; headers: Record<string, unknown> };

function parsedBody(answer: InjectedAnswer): unknown {
  try {
    return JSON.parse(answer.body);
  } catch {
    return answer.body;
  }
}

expect.extend({
  /** The answer's status and its whole JSON body, compared at once so a failure shows both. */
  toAnswer(received: InjectedAnswer, status: number, body: unknown) {
    const actual = { status: received.statusCode, body: parsedBody(received) };
    const expected = { status, body };
    return {
      pass: this.equals(actual, expected),
      message: () => `expected the answer ${this.isNot ? 'not ' : ''}to be ${status} with the given body`,
      actual,
      expected,
    };
  },
  /** The one error format: `{ success: false, message }`, plus `errors` by field for validation. */
  toFailWith(received: InjectedAnswer, status: number, message: string, errors?: Record<string, string>) {
    const actual = { status: received.statusCode, body: parsedBody(received) };
    const expected = { status, body: { success: false, message, ...(errors ? { errors } : {}) } };
    return {
      pass: this.equals(actual, expected),
      message: () => `expected the answer ${this.isNot ? 'not ' : ''}to fail with ${status} "${message}"`,
      actual,
      expected,
    };
  },
});

interface AnswerMatchers<R = unknown> {
  toAnswer(status: number, body: unknown): R;
  toFailWith(status: number, message: string, errors?: Record<string, string>): R;
}

declare module 'vitest' {
  interface Matchers<T = any> extends AnswerMatchers<T> {}
}
