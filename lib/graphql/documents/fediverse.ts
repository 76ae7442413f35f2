import { graphql } from "../generated/gql";

/** The reader's fediverse side as /me/fediverse shows it: read as the viewer, never cached. */
export const ViewerFediverseQuery = graphql(`
  query ViewerFediverse {
    viewerFediverse {
      account
      followersCount
      followingCount
      pendingFollowingCount
      unreadNotificationsCount
      maxFollowing
      timelineMaxItems
      following {
        actorId
        account
        name
        url
        avatarUrl
        status
      }
      notifications {
        id
        category
        objectId
        remoteActorIds
        headline
        preview
        eventCount
        unreadCount
        publishedAt
      }
      timeline {
        objectId
        content
        summary
        url
        publishedAt
        liked
        announced
        remoteActor {
          actorId
          account
          name
          url
          avatarUrl
        }
      }
    }
  }
`);
