import { handleLocalCharge } from "../processor";

// The local card processor's form door (development only: 404 unless
// lib/payments/processor-mode.ts says "local").
export const POST = handleLocalCharge;
