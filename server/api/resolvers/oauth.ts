import "server-only";
import { clientByClientId, clientCount, clientsPage, grantsOfUser } from "@/server/db/queries/oauth";
import { decodeIdCursor, pageSize, toConnection } from "../connections";
import type { Resolvers } from "../generated/resolvers";
import { requireViewer } from "../rules/auth";
import {
  authorizeClient,
  checkAuthorizationRequest,
  putOAuthClient,
  revokeAuthorization,
} from "../services/oauth-provider";

// The site's OAuth apps (server/api/schema/oauth.graphql). An app's secret, redirect addresses
// and grant types are admins' alone (@auth on the fields); the rest is what the consent page
// shows anyone about to agree.

export const resolvers = {
  Query: {
    oauthClient: async (_p, { input }, ctx) => (await clientByClientId(ctx.db, input.id)) ?? null,
    oauthAuthorizationRequest: (_p, { input }, ctx) => checkAuthorizationRequest(ctx, input),
  },
  OSS: {
    oauthClients: async (_p, { input }, ctx) => {
      const limit = pageSize(input.first);
      const beforeId = input.after ? decodeIdCursor(input.after) : null;
      const rows = await clientsPage(ctx.db, beforeId, limit + 1);
      return toConnection(rows, limit, (row) => [row.id], {
        totalCount: () => clientCount(ctx.db),
        hasPrevious: beforeId != null,
      });
    },
  },
  Mutation: {
    putOAuthClient: (_p, { input }, ctx) => putOAuthClient(ctx, input),
    authorizeOAuthClient: (_p, { input }, ctx) => authorizeClient(ctx, requireViewer(ctx), input),
    revokeOAuthAuthorization: (_p, { input }, ctx) => revokeAuthorization(ctx, requireViewer(ctx), input.id),
  },
  User: {
    // @auth on the field lets only the person (or an admin) through
    oauthAuthorizations: async (user, _a, ctx) =>
      (await grantsOfUser(ctx.db, user.id)).map(({ grant, client }) => ({ grant, client })),
  },
  OAuthAuthorization: {
    client: ({ client }) => client,
    scope: ({ grant }) => grant.scope,
    createdAt: ({ grant }) => grant.createdAt,
    usedAt: ({ grant }) => grant.usedAt,
  },
  OAuthClient: {
    id: (client) => client.clientId,
    secret: (client) => client.revealedSecret ?? `…${client.secretHint}`,
    redirectURIs: (client) => client.redirectUris,
    grantTypes: (client) => client.grantTypes,
    user: async (client, _a, ctx) =>
      client.userId == null ? null : ((await ctx.loaders.user.load(client.userId)) ?? null),
  },
} satisfies Resolvers;
