import { describe, expect, it } from "vitest";
import { imageSrcSet, imageUrl, snapSize } from "@/lib/media/paths";
import { sniff } from "@/server/media/sniff";

// What uploads are, from their first bytes; and the addresses pages ask the image route for.

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("sniff", () => {
  it.each([
    ["an MP3 with an ID3 tag", bytes("ID3", [4, 0, 0, 0, 0, 0, 0]), "audio/mpeg"],
    ["an MP3 frame (MPEG-1 layer III, 128 kbit/s, 44.1 kHz)", bytes([0xff, 0xfb, 0x90, 0x64]), "audio/mpeg"],
    ["an M4A", bytes([0, 0, 0, 32], "ftypM4A ", [0, 0, 0, 0]), "audio/mp4"],
    ["an Ogg stream", bytes("OggS", [0, 2]), "audio/ogg"],
    ["a FLAC", bytes("fLaC", [0, 0, 0, 34]), "audio/flac"],
    ["a WAV", bytes("RIFF", [36, 0, 0, 0], "WAVEfmt "), "audio/wav"],
  ])("knows %s", (_name, input, mime) => {
    expect(sniff(input)?.mime).toBe(mime);
  });

  it.each([
    ["text", bytes("hello, world")],
    ["HTML", bytes("<!doctype html><script>")],
    ["an SVG", bytes("<svg xmlns='http://www.w3.org/2000/svg'>")],
    ["a PDF", bytes("%PDF-1.7")],
    ["an MP4 video", bytes([0, 0, 0, 32], "ftypisom", [0, 0, 2, 0])],
    ["an AVIF", bytes([0, 0, 0, 28], "ftypavif", [0, 0, 0, 0])],
    ["a JPEG start alone is still a JPEG, but two bytes are nothing", bytes([0xff, 0xd8])],
    ["an MPEG sync with a reserved layer", bytes([0xff, 0xf9, 0x90, 0x64])],
    ["nothing", new Uint8Array()],
  ])("refuses %s", (_name, input) => {
    expect(sniff(input)).toBeNull();
  });

  it("reads an image's size from its header", () => {
    expect(sniff(bytes("GIF89a", [0x40, 0x01, 0xf0, 0x00]))).toEqual({ mime: "image/gif", width: 320, height: 240 });
    // VP8X: 24-bit width-1 and height-1
    const vp8x = bytes(
      "RIFF",
      [0, 0, 0, 0],
      "WEBPVP8X",
      [10, 0, 0, 0, 0, 0, 0, 0],
      [0x7f, 0x07, 0x00, 0x37, 0x04, 0x00],
    );
    expect(sniff(vp8x)).toEqual({ mime: "image/webp", width: 1920, height: 1080 });
  });
});

describe("image addresses", () => {
  it("snaps sizes up to the fixed list, holding the largest", () => {
    expect([1, 32, 33, 500, 800, 1919, 5000].map(snapSize)).toEqual([32, 32, 48, 640, 800, 1920, 1920]);
  });

  it("asks the route for uploads only; other paths stay as they are", () => {
    expect(imageUrl("/assets/avatar/x", { w: 96 })).toBe("/assets/avatar/x?w=96");
    expect(imageUrl("/assets/cover/x", { w: 320, h: 160, fit: "cover" })).toBe("/assets/cover/x?w=320&h=160&fit=cover");
    expect(imageUrl("/seed/avatars/a01.svg", { w: 96 })).toBe("/seed/avatars/a01.svg");
    expect(imageSrcSet("/seed/avatars/a01.svg", 40)).toBe("");
    expect(imageSrcSet("/assets/avatar/x", 40)).toBe("/assets/avatar/x?w=48 48w, /assets/avatar/x?w=96 96w");
  });
});
