// Resizing inside the worker. Photon (@cf-wasm/photon, Rust's `image` crate in WebAssembly, with
// a build for workerd) decodes JPEG, PNG, GIF and WebP, crops and resizes; its WebP encoder is
// lossless only, which made an 800 px photo 591 KB against 77 KB as JPEG, so WebP is encoded by
// libwebp (@jsquash/webp, the Squoosh build) at a lossy quality: 29 KB for the same picture.
// Both .wasm files are imported as modules, which wrangler's bundler and the vitest plugin compile.
import { crop, PhotonImage, resize, SamplingFilter } from "@cf-wasm/photon";
import webpWasm from "@jsquash/webp/codec/enc/webp_enc_simd.wasm";
import encodeWebp, { init as initWebp } from "@jsquash/webp/encode";
import { JPEG_QUALITY, WEBP_QUALITY } from "@/lib/media/limits";

export type OutputFormat = "webp" | "jpeg" | "png";
export type Fit = "scale-down" | "cover";

export const FORMAT_MIME: Record<OutputFormat, string> = {
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
};

export type Transform = {
  /** the box: at most this wide, and this high */
  width: number;
  height: number;
  /** scale-down: the whole picture within the box; cover: the box filled, the middle kept */
  fit: Fit;
  format: OutputFormat;
};

let webpReady: Promise<unknown> | undefined;

/** A box within the source: the middle part of aspect `w:h`, or the whole picture. */
function cropBox(sourceW: number, sourceH: number, w: number, h: number) {
  if (sourceW * h > sourceH * w) {
    const cropW = Math.max(1, Math.round((sourceH * w) / h));
    const x = Math.floor((sourceW - cropW) / 2);
    return { x, y: 0, w: cropW, h: sourceH };
  }
  const cropH = Math.max(1, Math.round((sourceW * h) / w));
  const y = Math.floor((sourceH - cropH) / 2);
  return { x: 0, y, w: sourceW, h: cropH };
}

/** The output size: never larger than the source (no enlarging), at least one pixel. */
export function outputSize(sourceW: number, sourceH: number, { width, height, fit }: Transform) {
  if (fit === "cover") {
    const box = cropBox(sourceW, sourceH, width, height);
    const scale = Math.min(1, width / box.w);
    return { box, w: Math.max(1, Math.round(box.w * scale)), h: Math.max(1, Math.round(box.h * scale)) };
  }
  const scale = Math.min(1, width / sourceW, height / sourceH);
  return {
    box: { x: 0, y: 0, w: sourceW, h: sourceH },
    w: Math.max(1, Math.round(sourceW * scale)),
    h: Math.max(1, Math.round(sourceH * scale)),
  };
}

/** Decodes `bytes`, fits them to the transform and encodes them; throws on bytes it cannot decode. */
export async function transformImage(bytes: Uint8Array, transform: Transform): Promise<Uint8Array> {
  const images: PhotonImage[] = [];
  // wasm memory is not collected: every image made here is freed, whatever happens
  const keep = (image: PhotonImage) => {
    images.push(image);
    return image;
  };
  try {
    const source = keep(PhotonImage.new_from_byteslice(bytes));
    const { box, w, h } = outputSize(source.get_width(), source.get_height(), transform);
    const cropped =
      box.w === source.get_width() && box.h === source.get_height()
        ? source
        : keep(crop(source, box.x, box.y, box.x + box.w, box.y + box.h));
    const sized =
      w === cropped.get_width() && h === cropped.get_height()
        ? cropped
        : keep(resize(cropped, w, h, SamplingFilter.Triangle));
    if (transform.format === "jpeg") return sized.get_bytes_jpeg(JPEG_QUALITY);
    if (transform.format === "png") return sized.get_bytes();
    webpReady ??= initWebp(webpWasm);
    await webpReady;
    const pixels = sized.get_raw_pixels();
    const data = new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.byteLength);
    // libwebp reads only these three fields; workerd has no ImageData class
    const image = { data, width: w, height: h, colorSpace: "srgb" } as ImageData;
    return new Uint8Array(await encodeWebp(image, { quality: WEBP_QUALITY }));
  } finally {
    for (const image of images) image.free();
  }
}
