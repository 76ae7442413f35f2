// Starts the local OpenID Connect provider (oidc-server.ts) once for the API tests, which run
// inside workerd and cannot listen themselves; they read its addresses with inject("oidcServer").
import type { TestProject } from "vitest/node";
import { startOidcServer } from "./oidc-server";

declare module "vitest" {
  export interface ProvidedContext {
    oidcServer: { issuer: string; control: string };
  }
}

export default async function setup(project: TestProject) {
  const server = await startOidcServer();
  project.provide("oidcServer", { issuer: server.issuer, control: server.control });
  return server.close;
}
