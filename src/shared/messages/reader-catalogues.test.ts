import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import type { Messages } from '../i18n/message';
import { mailMessages } from './mail';
import { readerMessages } from './reader';
import { serverMessages } from './server';

/** The names of a message's arguments, plural ones included. */
function argumentsOf(text: string): string[] {
  return parse(text)
    .filter((element) => element.type !== TYPE.literal && element.type !== TYPE.pound)
    .map((element) => ('value' in element ? String(element.value) : ''))
    .sort();
}

describe.each([
  ['server', serverMessages],
  ['mail', mailMessages],
  ['reader', readerMessages],
] as [string, Messages][])('the %s catalogue', (_name, catalogue) => {
  it('has Hindi for every message, with the same arguments as its English', () => {
    for (const [key, message] of Object.entries(catalogue)) {
      expect(message.hi.trim(), key).not.toBe('');
      expect(argumentsOf(message.hi), key).toEqual(argumentsOf(message.en));
    }
  });
});

describe('the server catalogue', () => {
  it('finds each message by its English: messages that share one also share their Hindi', () => {
    const hindiOf = new Map<string, string>();
    for (const message of Object.values(serverMessages)) {
      expect(hindiOf.get(message.en) ?? message.hi, message.en).toBe(message.hi);
      hindiOf.set(message.en, message.hi);
    }
  });
});
