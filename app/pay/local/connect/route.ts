import { handleLocalConnect } from "@/lib/payments/local-routes";

// The local processor's form door for connected accounts: onboarding completed, a payout marked
// paid or failed (development only; refused where Stripe keys are set).
export const POST = handleLocalConnect;
