// Real small files for upload tests, made in the test: PNG and WAV written by hand (zlib through
// CompressionStream), a GIF's known bytes, JPEG and WebP encoded by photon. And a GraphQL
// multipart request (the spec graphql-yoga implements) to send them with.
import { PhotonImage } from "@cf-wasm/photon";
import { PREFLIGHT_HEADER } from "@/server/api/handler";
import type { Client, GqlResult } from "./api";

/** RGBA pixels: a diagonal gradient with some grain, so encoders have something to do. */
export function pixels(width: number, height: number): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed >> 16) % 16;
      const i = (y * width + x) * 4;
      data[i] = ((x * 255) / width + grain) & 255;
      data[i + 1] = ((y * 255) / height + grain) & 255;
      data[i + 2] = (128 + grain) & 255;
      data[i + 3] = 255;
    }
  }
  return data;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = new Uint8Array([...new TextEncoder().encode(type), ...data]);
  return new Uint8Array([...u32(data.length), ...typed, ...u32(crc32(typed))]);
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A PNG (8-bit RGBA), written by hand. `claim` puts other dimensions in its header than its pixels have. */
export async function png(width: number, height: number, claim?: { width: number; height: number }) {
  const raw = new Uint8Array(height * (width * 4 + 1));
  const px = pixels(width, height);
  for (let y = 0; y < height; y++) raw.set(px.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  const header = new Uint8Array([...u32(claim?.width ?? width), ...u32(claim?.height ?? height), 8, 6, 0, 0, 0]);
  return new Uint8Array([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...chunk("IHDR", header),
    ...chunk("IDAT", await deflate(raw)),
    ...chunk("IEND", new Uint8Array()),
  ]);
}

export function jpeg(width: number, height: number, quality = 85): Uint8Array {
  const image = new PhotonImage(pixels(width, height), width, height);
  try {
    return image.get_bytes_jpeg(quality);
  } finally {
    image.free();
  }
}

/** Photon writes lossless WebP (VP8L). */
export function webp(width: number, height: number): Uint8Array {
  const image = new PhotonImage(pixels(width, height), width, height);
  try {
    return image.get_bytes_webp();
  } finally {
    image.free();
  }
}

/** A 1x1 GIF89a, the smallest common one. */
export const GIF = Uint8Array.from(atob("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=="), (c) =>
  c.charCodeAt(0),
);

/** A second of 8 kHz mono 8-bit silence as WAV. */
export function wav(): Uint8Array {
  const samples = 8000;
  const le32 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];
  const text = (s: string) => [...new TextEncoder().encode(s)];
  return new Uint8Array([
    ...text("RIFF"),
    ...le32(36 + samples),
    ...text("WAVEfmt "),
    ...le32(16),
    ...[1, 0, 1, 0],
    ...le32(8000),
    ...le32(8000),
    ...[1, 0, 8, 0],
    ...text("data"),
    ...le32(samples),
    ...new Array(samples).fill(128),
  ]);
}

/** The decoded size of an image answer, by photon. */
export function dimensions(bytes: Uint8Array): { width: number; height: number } {
  const image = PhotonImage.new_from_byteslice(bytes);
  try {
    return { width: image.get_width(), height: image.get_height() };
  } finally {
    image.free();
  }
}

export const SINGLE_FILE_UPLOAD = `mutation($input: SingleFileUploadInput!) {
  singleFileUpload(input: $input) { id type path draft uploadURL createdAt }
}`;

export type UploadedAsset = {
  id: string;
  type: string;
  path: string;
  draft: boolean | null;
  uploadURL: string | null;
  createdAt: string;
};

/**
 * singleFileUpload as a browser sends it: the operation and a map of which variable each file
 * part fills, then the part, named and typed as the sender likes (the API must not believe either).
 */
export function uploadFile(
  client: Client,
  input: Record<string, unknown>,
  file: { bytes: Uint8Array; name: string; type: string },
): Promise<GqlResult<{ singleFileUpload: UploadedAsset }>> {
  const form = new FormData();
  form.set("operations", JSON.stringify({ query: SINGLE_FILE_UPLOAD, variables: { input: { ...input, file: null } } }));
  form.set("map", JSON.stringify({ 0: ["variables.input.file"] }));
  form.set("0", new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }));
  return client.request({ method: "POST", headers: { [PREFLIGHT_HEADER]: "true" }, body: form });
}

export const MIGRATION = `mutation($input: MigrationInput!) { migration(input: $input) }`;

export type ImportFile = { name: string; body: string | Uint8Array; type?: string };

/** migration as a browser sends it: a GraphQL multipart request with one part for each file. */
export function importFiles(
  client: Client,
  files: readonly ImportFile[],
  type: "medium" | null = "medium",
): Promise<GqlResult<{ migration: boolean }>> {
  const form = new FormData();
  const variables = { input: { type, files: files.map(() => null) } };
  form.set("operations", JSON.stringify({ query: MIGRATION, variables }));
  form.set("map", JSON.stringify(Object.fromEntries(files.map((_, i) => [i, [`variables.input.files.${i}`]]))));
  for (const [i, file] of files.entries()) {
    const bytes = typeof file.body === "string" ? new TextEncoder().encode(file.body) : file.body;
    form.set(String(i), new File([bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? "" }));
  }
  return client.request({ method: "POST", headers: { [PREFLIGHT_HEADER]: "true" }, body: form });
}
