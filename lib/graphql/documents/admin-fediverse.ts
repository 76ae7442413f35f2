import { graphql } from "../generated/gql";

// The admin's fediverse gateway page (/admin/fediverse): one read of the whole dashboard.

export const AdminFediverseQuery = graphql(`
  query AdminFediverse {
    oss {
      fediverseGateway {
        generatedAt
        queue {
          total
          pending
          processing
          delivered
          deadLetter
          retryPending
          openDeadLetters
          replayedDeadLetters
          resolvedDeadLetters
          oldestPendingAt
        }
        deadLetters {
          id
          status
          actorHandle
          targetActorId
          activityId
          activityType
          recordedAt
        }
        reports {
          id
          status
          category
          actorHandle
          remoteDomain
          objectId
          reason
          createdAt
        }
        auditEvents {
          timestamp
          event
          actorHandle
          itemId
          reason
        }
        social {
          actors
          followers
          following
          pendingFollowing
          blocked
          unreadNotifications
          inboundObjects
          inboundEngagements
          openReports
          maxFollowingPerActor
          timelineRetentionDays
          timelineMaxItems
        }
        domainBlocks {
          domain
          reason
          createdAt
        }
      }
    }
  }
`);
