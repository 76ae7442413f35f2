import "server-only";
import { cacheLife } from "next/cache";
import { ImageResponse } from "next/og";
import type { OgCard } from "@/lib/og/cards";
import { ogFont } from "@/lib/og/font";
import { OgCardImage } from "./og-card";

// Drawing a card takes a few hundred milliseconds of CPU; the PNG is kept in the cache under
// the card's content (the arguments are the key), so an unchanged card is drawn once, and an
// edited one gets a new entry. Bump RENDER_VERSION when the card's design changes.

export const RENDER_VERSION = 2;
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

let fonts: { name: string; data: ArrayBuffer; weight: 700; style: "normal" }[] | undefined;

/** One array for the isolate's life: next/og parses a font list once per array. */
async function ogFonts() {
  if (!fonts) fonts = [{ name: "og", data: await ogFont(), weight: 700, style: "normal" }];
  return fonts;
}

/** The card as a PNG. */
export async function renderCard(card: OgCard): Promise<Uint8Array<ArrayBuffer>> {
  return Uint8Array.from(atob(await cachedPng(card, RENDER_VERSION)), (c) => c.charCodeAt(0));
}

// Base64 text: a cached Uint8Array came back unusable from OpenNext's cache.
async function cachedPng(card: OgCard, _version: number): Promise<string> {
  "use cache";
  cacheLife({ stale: 86_400, revalidate: 604_800, expire: 2_592_000 });
  const image = new ImageResponse(<OgCardImage card={card} />, {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts: await ogFonts(),
  });
  const bytes = new Uint8Array(await image.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** A strong validator for the card as drawn: its content and the design's version. */
export async function cardEtag(card: OgCard): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify([RENDER_VERSION, card]));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return `"${Array.from(digest.slice(0, 12), (b) => b.toString(16).padStart(2, "0")).join("")}"`;
}
