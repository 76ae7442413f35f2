import { graphql } from "../generated/gql";

// Reading in another language or script (lib/i18n/translation-choice.ts decides which).

/** An article's current version translated (OpenCC between the scripts, else the configured model). */
export const ArticleTranslationQuery = graphql(`
  query ArticleTranslation($shortHash: String!, $language: UserLanguage!) {
    article(input: { shortHash: $shortHash }) {
      id
      translation(input: { language: $language }) {
        title
        summary
        content
        language
        model
      }
    }
  }
`);

/** The two versions the history page compares, translated. */
export const VersionPairTranslationQuery = graphql(`
  query VersionPairTranslation($from: ID!, $to: ID!, $language: UserLanguage!) {
    from: node(input: { id: $from }) {
      ... on ArticleVersion {
        id
        translation(input: { language: $language }) {
          title
          content
          language
          model
        }
      }
    }
    to: node(input: { id: $to }) {
      ... on ArticleVersion {
        id
        translation(input: { language: $language }) {
          title
          content
          language
          model
        }
      }
    }
  }
`);
