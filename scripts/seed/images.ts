// Deterministic geometric SVGs (no text) used as avatars and covers, served from /public/seed.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PUBLIC_SEED_DIR } from "./config.ts";
import type { Rng } from "./random.ts";

const PALETTES: readonly (readonly [string, string, string])[] = [
  ["#f4d35e", "#ee964b", "#0d3b66"],
  ["#a8dadc", "#457b9d", "#1d3557"],
  ["#ffcdb2", "#e5989b", "#6d6875"],
  ["#caffbf", "#9bf6ff", "#3a506b"],
  ["#e9c46a", "#2a9d8f", "#264653"],
  ["#fbc4ab", "#f08080", "#4a4e69"],
  ["#d8e2dc", "#ffe5d9", "#9d8189"],
  ["#b5e48c", "#52b69a", "#184e77"],
];

export type SeedImage = { urlPath: string; svg: string };

const AVATAR_COUNT = 12;
const COVER_COUNT = 24;

const pad = (n: number) => String(n).padStart(2, "0");

export const AVATAR_PATHS: readonly string[] = Array.from(
  { length: AVATAR_COUNT },
  (_, i) => `/seed/avatars/a${pad(i + 1)}.svg`,
);
export const COVER_PATHS: readonly string[] = Array.from(
  { length: COVER_COUNT },
  (_, i) => `/seed/covers/c${pad(i + 1)}.svg`,
);

function gradient(id: string, from: string, to: string, angle: number): string {
  const x = Math.round(50 + 50 * Math.cos(angle));
  const y = Math.round(50 + 50 * Math.sin(angle));
  return `<linearGradient id="${id}" x1="${100 - x}%" y1="${100 - y}%" x2="${x}%" y2="${y}%"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function avatarSvg(rng: Rng): string {
  const [a, b, c] = rng.pick(PALETTES);
  const shapes: string[] = [];
  for (let i = 0; i < 3; i++) {
    const x = rng.int(10, 86);
    const y = rng.int(10, 86);
    const opacity = (0.35 + rng.next() * 0.4).toFixed(2);
    const fill = rng.pick([a, b, "#ffffff"]);
    shapes.push(
      rng.chance(0.5)
        ? `<circle cx="${x}" cy="${y}" r="${rng.int(12, 34)}" fill="${fill}" opacity="${opacity}"/>`
        : `<rect x="${x - 18}" y="${y - 18}" width="${rng.int(20, 40)}" height="${rng.int(20, 40)}" rx="6" fill="${fill}" opacity="${opacity}" transform="rotate(${rng.int(0, 89)} ${x} ${y})"/>`,
    );
  }
  // light to dark, so small avatars still stand out against a white page
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96"><defs>${gradient("g", a, c, rng.next() * Math.PI * 2)}</defs><rect width="96" height="96" fill="url(#g)"/>${shapes.join("")}</svg>\n`;
}

function coverSvg(rng: Rng): string {
  const [a, b, c] = rng.pick(PALETTES);
  const shapes: string[] = [];
  const style = rng.int(0, 2);
  if (style === 0) {
    for (let i = 0; i < 4; i++) {
      const opacity = (0.25 + rng.next() * 0.4).toFixed(2);
      shapes.push(
        `<circle cx="${rng.int(0, 1200)}" cy="${rng.int(0, 630)}" r="${rng.int(80, 280)}" fill="${rng.pick([a, b, c])}" opacity="${opacity}"/>`,
      );
    }
  } else if (style === 1) {
    for (let i = 0; i < 3; i++) {
      const y = 200 + i * 140 + rng.int(-30, 30);
      const amp = rng.int(30, 90);
      shapes.push(
        `<path d="M0 ${y} C300 ${y - amp} 500 ${y + amp} 800 ${y} S1100 ${y - amp} 1200 ${y} V630 H0 Z" fill="${rng.pick([b, c])}" opacity="${(0.3 + i * 0.2).toFixed(2)}"/>`,
      );
    }
  } else {
    const step = rng.int(60, 120);
    for (let x = -600; x < 1200; x += step * 2) {
      shapes.push(`<rect x="${x}" y="-200" width="${step}" height="1200" fill="${c}" opacity="0.18"/>`);
    }
    shapes.unshift(`<g transform="rotate(${rng.int(15, 45)} 600 315)">`);
    shapes.push("</g>");
    shapes.push(`<circle cx="${rng.int(200, 1000)}" cy="315" r="${rng.int(90, 160)}" fill="${a}" opacity="0.8"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630"><defs>${gradient("g", a, b, rng.next() * Math.PI * 2)}</defs><rect width="1200" height="630" fill="url(#g)"/>${shapes.join("")}</svg>\n`;
}

export function seedImages(rng: Rng): SeedImage[] {
  return [
    ...AVATAR_PATHS.map((urlPath) => ({ urlPath, svg: avatarSvg(rng) })),
    ...COVER_PATHS.map((urlPath) => ({ urlPath, svg: coverSvg(rng) })),
  ];
}

export function writeSeedImages(images: readonly SeedImage[]): void {
  for (const image of images) {
    const file = path.join(PUBLIC_SEED_DIR, image.urlPath.replace(/^\/seed\//, ""));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, image.svg);
  }
}
