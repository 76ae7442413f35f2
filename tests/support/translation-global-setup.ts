// Starts the stand-in translation server (translation-server.ts) once for the API tests, which
// run inside workerd and cannot listen themselves; they read its address with
// inject("translationServer").
import type { TestProject } from "vitest/node";
import { startTranslationServer } from "./translation-server";

declare module "vitest" {
  export interface ProvidedContext {
    translationServer: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startTranslationServer();
  project.provide("translationServer", server.url);
  return server.close;
}
