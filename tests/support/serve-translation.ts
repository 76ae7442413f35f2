// The stand-in translation server (translation-server.ts) as a process of its own, for the
// browser tests: Playwright starts it beside the worker, whose translation variables point here.
//
//   node tests/support/serve-translation.ts <port>
import { startTranslationServer } from "./translation-server.ts";

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) throw new Error("usage: serve-translation.ts <port>");
const server = await startTranslationServer(port);
console.log(`translation stand-in on ${server.url}`);
