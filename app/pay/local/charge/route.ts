import { handleLocalCharge } from "@/lib/payments/local-routes";

// The local card processor's form door (development only; refused where Stripe keys are set).
export const POST = handleLocalCharge;
