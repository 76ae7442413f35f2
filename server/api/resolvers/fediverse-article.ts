import "server-only";
import type { Resolvers } from "../generated/resolvers";
import { requireViewer } from "../rules/auth";
import { fediverseArticle, publicArticleFediverse } from "../services/fediverse-article";

// An article's replies, likes and boosts from the fediverse (issue 38): its page's public part
// and its author's view. The ActivityPub side that writes them lives in server/federation/.

export const resolvers = {
  Query: {
    fediverseArticle: (_p, { input }, ctx) => fediverseArticle(ctx, requireViewer(ctx), input),
  },
  Article: {
    fediverse: (article, _a, ctx) => publicArticleFediverse(ctx, article),
  },
} satisfies Resolvers;
