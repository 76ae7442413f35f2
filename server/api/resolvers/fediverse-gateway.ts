import "server-only";
import type { DeadLetterRow, FederationReportRow } from "@/server/db/queries/fediverse-gateway";
import { describeDelivery, type QueuedBody } from "@/server/federation/deliveries";
import type { Resolvers } from "../generated/resolvers";
import { requireViewer } from "../rules/auth";
import {
  gatewayDashboard,
  gatewayId,
  pruneFediverseSocial,
  putArticleFederation,
  putFediverseDomainBlock,
  putUserFederation,
  replayDeadLetter,
  resolveDeadLetter,
  resolveFederationReport,
} from "../services/fediverse-gateway";

// The admin's side of the fediverse (issue 38): OSS.fediverseGateway and the gateway's
// mutations. Admins only: the SDL's @auth on each mutation and on Query.oss.

const bodyOf = (row: DeadLetterRow): QueuedBody =>
  (typeof row.body === "string" ? JSON.parse(row.body) : (row.body ?? {})) as QueuedBody;

/** The local actor a Fedify message was sent as: its actor ids name /ap/users/<id>, the activity's `actor` too. */
function senderOf(body: QueuedBody): string | null {
  const activity = (body.activity ?? {}) as Record<string, unknown>;
  const actor = activity.actor ?? (Array.isArray(body.actorIds) ? body.actorIds[0] : null);
  return typeof actor === "string" ? actor : null;
}

export const resolvers = {
  Mutation: {
    putUserFederationSetting: (_p, { input }, ctx) => putUserFederation(ctx, requireViewer(ctx), input),
    putArticleFederationSetting: (_p, { input }, ctx) => putArticleFederation(ctx, requireViewer(ctx), input),
    replayFediverseDeadLetter: (_p, { input }, ctx) => replayDeadLetter(ctx, requireViewer(ctx), input),
    resolveFediverseDeadLetter: (_p, { input }, ctx) => resolveDeadLetter(ctx, requireViewer(ctx), input),
    resolveFediverseReport: (_p, { input }, ctx) => resolveFederationReport(ctx, requireViewer(ctx), input),
    putFediverseDomainBlock: (_p, { input }, ctx) => putFediverseDomainBlock(ctx, requireViewer(ctx), input),
    pruneFediverseSocialData: (_p, { input }, ctx) => pruneFediverseSocial(ctx, requireViewer(ctx), input),
  },
  OSS: {
    fediverseGateway: (_p, _a, ctx) => gatewayDashboard(ctx),
  },
  FediverseGatewayDeadLetter: {
    id: (row) => gatewayId("FediverseDeadLetter", row.id),
    status: (row) => row.status,
    actorHandle: (row) => senderOf(bodyOf(row)),
    targetActorId: (row) => describeDelivery(bodyOf(row)).targetUri,
    activityId: (row) => describeDelivery(bodyOf(row)).activityUri,
    activityType: (row) => describeDelivery(bodyOf(row)).activityType,
    recordedAt: (row) => new Date(row.createdAt),
  },
  FediverseGatewayReport: {
    id: (row: FederationReportRow) => gatewayId("FediverseReport", row.id),
    actorHandle: (row) => row.remoteActorUri,
    remoteActorId: (row) => row.remoteActorUri,
    objectId: (row) => row.objectUri,
    createdAt: (row) => new Date(row.createdAt),
  },
  FediverseGatewayAuditEvent: {
    timestamp: ({ row }) => new Date(row.createdAt),
    event: ({ row }) => row.action,
    actorHandle: ({ userName }) => userName,
    itemId: ({ row }) => {
      const after = row.after as Record<string, unknown>;
      return typeof after.domain === "string" ? after.domain : String(row.targetId);
    },
    reason: ({ row }) => {
      const reason = (row.after as Record<string, unknown>).reason;
      return typeof reason === "string" ? reason : null;
    },
  },
  FediverseDomainBlock: {
    createdAt: (row) => new Date(row.createdAt),
  },
} satisfies Resolvers;
