import { graphql } from "../../../generated/admin/gql";

// The fediverse gateway page's actions: dead letters replayed or resolved, reports resolved,
// instances blocked and unblocked.

export const AdminReplayDeadLetter = graphql(`
  mutation AdminReplayDeadLetter($input: ReplayFediverseDeadLetterInput!) {
    replayFediverseDeadLetter(input: $input)
  }
`);

export const AdminResolveDeadLetter = graphql(`
  mutation AdminResolveDeadLetter($input: ResolveFediverseDeadLetterInput!) {
    resolveFediverseDeadLetter(input: $input)
  }
`);

export const AdminResolveFediverseReport = graphql(`
  mutation AdminResolveFediverseReport($input: ResolveFediverseReportInput!) {
    resolveFediverseReport(input: $input)
  }
`);

export const AdminPutDomainBlock = graphql(`
  mutation AdminPutDomainBlock($input: PutFediverseDomainBlockInput!) {
    putFediverseDomainBlock(input: $input) {
      domain
    }
  }
`);
