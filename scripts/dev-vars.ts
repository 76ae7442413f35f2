// Writes .dev.vars with a generated session secret the first time, so local runs never use
// a secret that is written down anywhere. .dev.vars is git-ignored; production sets its own.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const file = new URL("../.dev.vars", import.meta.url);
const current = existsSync(file) ? readFileSync(file, "utf8") : "";
if (!/^JWT_SECRET=/m.test(current)) {
  const line = `JWT_SECRET=${randomBytes(32).toString("base64url")}\n`;
  writeFileSync(file, current + (current && !current.endsWith("\n") ? "\n" : "") + line);
  console.log("wrote a generated JWT_SECRET to .dev.vars");
}
