/**
 * The most keys one DataLoader batch reads in a statement: D1 allows 100 bound parameters a
 * statement, and a batch's statement binds its keys and a few values more (the viewer's id).
 * The cost walk (rules/query-weights.ts) weighs a batched field's statement once for each
 * batch of this size.
 */
export const MAX_BATCH_SIZE = 90;
