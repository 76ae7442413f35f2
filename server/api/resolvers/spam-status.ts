// Apart from the judging resolvers so that Article, Moment and Comment can use it without
// importing the services behind the mutations.

/** A writing's spam status: the admins' judgement alone (no detector scores here). */
export const spamStatusOf = (writing: { isSpam: boolean | null }) => ({
  score: null,
  isSpam: writing.isSpam,
  decision: null,
  reason: null,
  pSpam: null,
  pHam: null,
});
