// A circle's monthly price in HKD (issue 34): the API refuses what is outside it, the create
// form says the range before it asks.

export const CIRCLE_PRICE_MIN_HKD = 20;
export const CIRCLE_PRICE_MAX_HKD = 5000;
