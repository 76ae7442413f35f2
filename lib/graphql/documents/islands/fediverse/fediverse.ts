import { graphql } from "../../../generated/fediverse/gql";

// The reader's fediverse pages' islands (a lookup by handle, following, likes, boosts, replies,
// notifications read); generated apart (lib/graphql/generated/fediverse), so no other page
// carries them.

export const LookupRemoteActor = graphql(`
  query LookupRemoteActor($account: String!) {
    fediverseRemoteActor(input: { account: $account }) {
      actorId
      account
      name
      summary
      url
      avatarUrl
    }
  }
`);

export const ActFediverse = graphql(`
  mutation ActFediverse($input: FediverseActionInput!) {
    actFediverse(input: $input) {
      status
      activityId
      remoteActorId
    }
  }
`);
