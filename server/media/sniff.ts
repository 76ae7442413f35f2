// What a file is, told from its first bytes (its "magic numbers"), and an image's size from its
// header. A file's name and the type its sender declares are never asked: a PNG named photo.jpg
// is a PNG, a text file named photo.png is refused.

export type Sniffed = {
  mime: string;
  /** An image's pixel size from its header; absent for audio or a header we cannot read. */
  width?: number;
  height?: number;
};

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  bytes.length >= at + text.length && [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) => ((u16be(b, at) << 16) >>> 0) + u16be(b, at + 2);

/** The type of `bytes` among those uploads take, or null for anything else. */
export function sniff(bytes: Uint8Array): Sniffed | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { mime: "image/jpeg", ...jpegSize(bytes) };
  if (ascii(bytes, 0, "\x89PNG\r\n\x1a\n")) {
    // IHDR is the first chunk: width and height, big-endian, at 16 and 20
    return ascii(bytes, 12, "IHDR")
      ? { mime: "image/png", width: u32be(bytes, 16), height: u32be(bytes, 20) }
      : { mime: "image/png" };
  }
  if (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a")) {
    return { mime: "image/gif", width: u16le(bytes, 6), height: u16le(bytes, 8) };
  }
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP")) return { mime: "image/webp", ...webpSize(bytes) };
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WAVE")) return { mime: "audio/wav" };
  if (ascii(bytes, 0, "OggS")) return { mime: "audio/ogg" };
  if (ascii(bytes, 0, "fLaC")) return { mime: "audio/flac" };
  if (ascii(bytes, 0, "ID3") || isMpegFrame(bytes)) return { mime: "audio/mpeg" };
  // ISO media: a `ftyp` box whose brand says audio (M4A, M4B); video and AVIF stay out
  if (ascii(bytes, 4, "ftyp") && (ascii(bytes, 8, "M4A ") || ascii(bytes, 8, "M4B "))) return { mime: "audio/mp4" };
  return null;
}

/** An MPEG audio frame header: 11 sync bits, a defined version and layer, a usable bitrate. */
function isMpegFrame(b: Uint8Array): boolean {
  const [b0 = 0, b1 = 0, b2 = 0] = b;
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 0b11;
  const layer = (b1 >> 1) & 0b11;
  const bitrate = b2 >> 4;
  return version !== 0b01 && layer !== 0b00 && bitrate !== 0b1111 && bitrate !== 0 && ((b2 >> 2) & 0b11) !== 0b11;
}

/** A JPEG's size is in its first start-of-frame segment (SOF0-SOF15 but DHT, JPG and DAC). */
function jpegSize(b: Uint8Array): { width?: number; height?: number } {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return {};
    const marker = b[at + 1] ?? 0;
    // fill bytes before a marker
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    at += 2 + u16be(b, at + 2);
  }
  return {};
}

/** WebP keeps its size in one of three places: lossy (VP8), lossless (VP8L) or extended (VP8X). */
function webpSize(b: Uint8Array): { width?: number; height?: number } {
  if (ascii(b, 12, "VP8 ")) return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (ascii(b, 12, "VP8L")) {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (ascii(b, 12, "VP8X")) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return {};
}
