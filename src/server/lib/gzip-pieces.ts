import zlib from 'node:zlib';

/**
 * One gzip member joined from pieces compressed apart (decision 279). Each piece is raw deflate of
 * one part of an answer, ended by a full flush: on a byte boundary, without a final block, and
 * referring to nothing outside itself, so pieces follow one another in a single deflate stream. An
 * empty final block, the CRC-32 and the length of the whole close the member. An answer joined from
 * kept parts is then compressed once per part, when the part is kept, not once per request.
 */
export function deflatedPiece(plain: Buffer): Buffer {
  return zlib.deflateRawSync(plain, { finishFlush: zlib.constants.Z_FULL_FLUSH });
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** BFINAL set, fixed codes, and only the end-of-block code. */
const EMPTY_FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** The gzip member of `plain`, from the deflated pieces of its parts in order. */
export function gzipOfPieces(pieces: readonly Buffer[], plain: Buffer): Buffer {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zlib.crc32(plain), 0);
  trailer.writeUInt32LE(plain.length % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...pieces, EMPTY_FINAL_BLOCK, trailer]);
}
