import { describe, expect, it } from 'vitest';
import { keyBytes } from './push-key';

describe('the push key', () => {
  it('reads base64url without padding, with its - and _', () => {
    expect([...keyBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...keyBytes('AQID')]).toEqual([1, 2, 3]);
    expect([...keyBytes('AQ')]).toEqual([1]);
  });
});
