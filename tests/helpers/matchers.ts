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
  /** A 400 naming each bad field; its `message` is the first field's, as the error format says. */
  toFailValidation(received: InjectedAnswer, errors: Record<string, string>) {
    const actual = { status: received.statusCode, body: parsedBody(received) };
    const expected = { status: 400, body: { success: false, message: Object.values(errors)[0], errors } };
    return {
      pass: this.equals(actual, expected),
      message: () => `expected the answer ${this.isNot ? 'not ' : ''}to fail validation on the given fields`,
      actual,
      expected,
    };
  },
});

interface AnswerMatchers<R = unknown> {
  toAnswer(status: number, body: unknown): R;
  toFailWith(status: number, message: string, errors?: Record<string, string>): R;
  toFailValidation(errors: Record<string, string>): R;
}

declare module 'vitest' {
  interface Matchers<T = any> extends AnswerMatchers<T> {}
}
