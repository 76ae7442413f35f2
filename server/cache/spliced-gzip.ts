// A kept member copy is the same bytes for every signed-in reader but for their state, written
// at one point of its head (member-pages.ts). Compressing the whole page again on every answer
// cost more than the rest of it; here the copy is compressed once, as two runs of DEFLATE
// blocks around that point, and each answer compresses the reader's few hundred bytes alone.
//
// Why it holds: DEFLATE is a series of blocks, each marking whether it is the last. A run
// ended by a sync flush ends on a byte boundary with no last block, so runs made by separate
// compressors can follow one another (none refers back past its own start); the tail's run
// ends the stream. gzip wraps it with the CRC-32 and length of the whole text, which follow
// from the parts' (RFC 1951, 3.2.3; RFC 1952, 2.3).
import { constants, crc32, deflateRawSync } from "node:zlib";

/** A text compressed once around `at`, where another text is written on each answer. */
export type SplicedGzip = {
  at: number;
  /** The text before `at`, in blocks without a last one, ended by a sync flush. */
  head: Uint8Array;
  /** The text from `at`, in blocks that end the stream. */
  tail: Uint8Array;
  /** CRC-32 of the text before `at`. */
  headCrc: number;
};

/** gzip's member header: deflate, no name or time, from an unknown system. */
const HEADER = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff);

const openRun = (bytes: Uint8Array) => deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH });

export function splicedGzip(text: Uint8Array, at: number): SplicedGzip {
  const head = text.subarray(0, at);
  return { at, head: openRun(head), tail: deflateRawSync(text.subarray(at)), headCrc: crc32(head) };
}

/** `text` (the one `spliced` was made from) with `insert` written at its point, as gzip. */
export function gzipWith(spliced: SplicedGzip, text: Uint8Array, insert: Uint8Array): Uint8Array<ArrayBuffer> {
  const middle = openRun(insert);
  const crc = crc32(text.subarray(spliced.at), crc32(insert, spliced.headCrc));
  const out = new Uint8Array(HEADER.length + spliced.head.length + middle.length + spliced.tail.length + 8);
  let offset = 0;
  for (const part of [HEADER, spliced.head, middle, spliced.tail]) {
    out.set(part, offset);
    offset += part.length;
  }
  const trailer = new DataView(out.buffer, offset);
  trailer.setUint32(0, crc >>> 0, true);
  // the text's length modulo 2^32
  trailer.setUint32(4, (text.length + insert.length) >>> 0, true);
  return out;
}
