import { describe, expect, it } from 'vitest';
import { parseReaderSession } from './session';

const user = { _id: 'r1', name: 'आशा', email: 'asha@example.com', location: 'जयपुर', role: 'User' };

describe('parseReaderSession', () => {
  it('reads a stored token and reader', () => {
    expect(parseReaderSession(JSON.stringify({ token: 't', user }))).toEqual({ token: 't', user });
  });

  it('is no session for nothing, broken JSON, an empty token or a reader without a name', () => {
    expect(parseReaderSession(null)).toBeNull();
    expect(parseReaderSession('{not json')).toBeNull();
    expect(parseReaderSession('null')).toBeNull();
    expect(parseReaderSession(JSON.stringify({ token: '', user }))).toBeNull();
    expect(parseReaderSession(JSON.stringify({ token: 't', user: { ...user, name: undefined } }))).toBeNull();
    expect(parseReaderSession(JSON.stringify({ token: 't' }))).toBeNull();
  });
});
