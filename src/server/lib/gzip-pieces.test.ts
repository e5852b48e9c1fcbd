import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflatedPiece, gzipOfPieces } from './gzip-pieces';

const joined = (parts: string[]) => {
  const buffers = parts.map((part) => Buffer.from(part));
  return gzipOfPieces(buffers.map(deflatedPiece), Buffer.concat(buffers));
};

describe('gzipOfPieces', () => {
  it('makes one gzip member that any gunzip reads as the parts joined, its checksum and length checked', () => {
    const parts = ['{"success":true,"news":[', '{"title":"जयपुर में बारिश"}', ',', '{"title":"Rain"}', ']}'];
    expect(zlib.gunzipSync(joined(parts)).toString()).toBe(parts.join(''));
  });

  it('joins parts of any size, empty ones included, and repeated ones that refer only to themselves', () => {
    const long = 'भारत ने मैच जीता। '.repeat(5000);
    const parts = ['', long, ',', long, ''];
    expect(zlib.gunzipSync(joined(parts)).toString()).toBe(parts.join(''));
  });

  it('is refused by gunzip when the pieces do not make the body it names', () => {
    const piece = deflatedPiece(Buffer.from('one'));
    expect(() => zlib.gunzipSync(gzipOfPieces([piece], Buffer.from('two')))).toThrow();
  });
});
