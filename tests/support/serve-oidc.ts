// The local OpenID Connect provider (oidc-server.ts) as a process of its own, for the browser
// tests: Playwright starts it beside the worker, whose Google variables point here.
//
//   node tests/support/serve-oidc.ts <port> <control port>
import { startOidcServer } from "./oidc-server.ts";

const [port, controlPort] = process.argv.slice(2).map(Number);
if (!Number.isInteger(port) || !Number.isInteger(controlPort)) {
  throw new Error("usage: serve-oidc.ts <port> <control port>");
}
const server = await startOidcServer(port, controlPort);
console.log(`OpenID provider on ${server.issuer}, its control on ${server.control}`);
