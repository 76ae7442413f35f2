// Writes .dev.vars with generated secrets the first time (and any one a newer checkout added),
// so local runs never use a secret that is written down anywhere. .dev.vars is git-ignored;
// production sets its own.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const SECRETS = ["JWT_SECRET", "PAYMENT_PASSWORD_KEY"];

const file = new URL("../.dev.vars", import.meta.url);
let current = existsSync(file) ? readFileSync(file, "utf8") : "";
for (const name of SECRETS) {
  if (new RegExp(`^${name}=`, "m").test(current)) continue;
  if (current && !current.endsWith("\n")) current += "\n";
  current += `${name}=${randomBytes(32).toString("base64url")}\n`;
  writeFileSync(file, current);
  console.log(`wrote a generated ${name} to .dev.vars`);
}
