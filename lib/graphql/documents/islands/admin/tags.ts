import { graphql } from "../../../generated/admin/gql";

// The admin's page of a tag: rename, boost, merge into another, delete.

export const AdminRenameTag = graphql(`
  mutation AdminRenameTag($input: RenameTagInput!) {
    renameTag(input: $input) {
      id
      content
    }
  }
`);

export const AdminMergeTags = graphql(`
  mutation AdminMergeTags($input: MergeTagsInput!) {
    mergeTags(input: $input) {
      id
      slug
    }
  }
`);

export const AdminDeleteTags = graphql(`
  mutation AdminDeleteTags($input: DeleteTagsInput!) {
    deleteTags(input: $input)
  }
`);

export const AdminSetTagBoost = graphql(`
  mutation AdminSetTagBoost($input: SetBoostInput!) {
    setBoost(input: $input) {
      id
    }
  }
`);
