import { handleLocalBilling } from "../processor";

// The local processor's test clock for card subscriptions: a subscription's next period billed
// now, or its deletion when it was set to cancel (development only: 404 unless
// lib/payments/processor-mode.ts says "local").
export const POST = handleLocalBilling;
