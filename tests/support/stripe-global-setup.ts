// Starts the stand-in for Stripe's API (stripe-server.ts) once for the API tests, which run inside
// workerd and cannot listen themselves; they read its address with inject("stripeServer").
import type { TestProject } from "vitest/node";
import { startStripeServer } from "./stripe-server";

declare module "vitest" {
  export interface ProvidedContext {
    stripeServer: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startStripeServer();
  project.provide("stripeServer", server.url);
  return server.close;
}
