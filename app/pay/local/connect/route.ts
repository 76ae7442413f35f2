import { handleLocalConnect } from "../processor";

// The local processor's form door for connected accounts: onboarding completed, a payout marked
// paid or failed (development only: 404 unless lib/payments/processor-mode.ts says "local").
export const POST = handleLocalConnect;
