/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation AdminChannelsPutCuration($input: PutCurationChannelInput!) {\n    putCurationChannel(input: $input) {\n      id\n      shortHash\n      name\n      pinAmount\n      color\n      state\n      activePeriod {\n        start\n        end\n      }\n    }\n  }\n": typeof types.AdminChannelsPutCurationDocument,
    "\n  mutation AdminChannelsPutTopic($input: PutTopicChannelInput!) {\n    putTopicChannel(input: $input) {\n      id\n      shortHash\n      enabled\n      zh: name(input: { language: zh_hant })\n      en: name(input: { language: en })\n    }\n  }\n": typeof types.AdminChannelsPutTopicDocument,
    "\n  mutation AdminChannelsAdd($channel: ID!, $articles: [ID!]!) {\n    addCurationChannelArticles(input: { channel: $channel, articles: $articles }) {\n      id\n    }\n  }\n": typeof types.AdminChannelsAddDocument,
    "\n  mutation AdminChannelsRemove($channel: ID!, $articles: [ID!]!) {\n    deleteCurationChannelArticles(input: { channel: $channel, articles: $articles }) {\n      id\n    }\n  }\n": typeof types.AdminChannelsRemoveDocument,
    "\n  mutation AdminChannelsPin($channels: [ID!]!, $articles: [ID!]!, $pinned: Boolean!) {\n    togglePinChannelArticles(input: { channels: $channels, articles: $articles, pinned: $pinned }) {\n      id\n    }\n  }\n": typeof types.AdminChannelsPinDocument,
    "\n  mutation AdminChannelsReorder($ids: [ID!]!) {\n    reorderChannels(input: { ids: $ids })\n  }\n": typeof types.AdminChannelsReorderDocument,
    "\n  mutation AdminChannelsSetTopics($id: ID!, $channels: [ID!]!) {\n    setArticleTopicChannels(input: { id: $id, channels: $channels }) {\n      id\n    }\n  }\n": typeof types.AdminChannelsSetTopicsDocument,
    "\n  query AdminChannelsPage($shortHash: String!) {\n    channel(input: { shortHash: $shortHash }) {\n      id\n      ... on CurationChannel {\n        articles(input: { first: 20 }) {\n          edges {\n            pinned\n            node {\n              id\n            }\n          }\n        }\n      }\n      ... on TopicChannel {\n        articles(input: { first: 20 }) {\n          edges {\n            pinned\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminChannelsPageDocument,
    "\n  query AdminChannelsNav($oss: Boolean) {\n    channels(input: { oss: $oss }) {\n      id\n    }\n  }\n": typeof types.AdminChannelsNavDocument,
    "\n  query AdminChannelsAudit($id: ID!) {\n    oss {\n      auditLog(input: { first: 20, targetId: $id }) {\n        totalCount\n        edges {\n          node {\n            action\n            targetId\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminChannelsAuditDocument,
    "\n  query AdminChannelsLatest($after: String, $exclude: Boolean) {\n    viewer {\n      recommendation {\n        newest(input: { first: 1, after: $after, excludeChannelArticles: $exclude }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminChannelsLatestDocument,
    "\n  mutation AdminChannelsPutTopicFields($input: PutTopicChannelInput!) {\n    putTopicChannel(input: $input) {\n      id\n      shortHash\n      providerId\n      navbarTitle(input: { language: zh_hant })\n      parent {\n        id\n      }\n    }\n  }\n": typeof types.AdminChannelsPutTopicFieldsDocument,
    "\n  query AdminChannelsReadTopic($shortHash: String!) {\n    channel(input: { shortHash: $shortHash }) {\n      ... on TopicChannel {\n        providerId\n        navbarTitle\n        parent {\n          shortHash\n        }\n      }\n      ... on CurationChannel {\n        showRecommendation\n        navbarTitle\n      }\n    }\n  }\n": typeof types.AdminChannelsReadTopicDocument,
    "\n  mutation CurationPutTopic($input: PutIcymiTopicInput!) {\n    putIcymiTopic(input: $input) {\n      id\n      title(input: { language: en })\n      note(input: { language: zh_hant })\n      pinAmount\n      state\n      publishedAt\n      archivedAt\n      articles {\n        id\n      }\n    }\n  }\n": typeof types.CurationPutTopicDocument,
    "\n  query CurationHomeTopic($language: UserLanguage!) {\n    viewer {\n      recommendation {\n        icymiTopic {\n          id\n          title(input: { language: $language })\n          note(input: { language: $language })\n          articles {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.CurationHomeTopicDocument,
    "\n  query CurationTopics {\n    oss {\n      icymiTopics(input: { first: 50 }) {\n        totalCount\n        edges {\n          node {\n            id\n            state\n          }\n        }\n      }\n    }\n  }\n": typeof types.CurationTopicsDocument,
    "\n  mutation CurationPutAnnouncement($input: PutAnnouncementInput!) {\n    putAnnouncement(input: $input) {\n      id\n      type\n      visible\n      order\n      cover\n      expiredAt\n      title(input: { language: en })\n      zhTitle: title(input: { language: zh_hant })\n      link(input: { language: en })\n      channels {\n        order\n        visible\n      }\n    }\n  }\n": typeof types.CurationPutAnnouncementDocument,
    "\n  mutation CurationDeleteAnnouncements($ids: [ID!]) {\n    deleteAnnouncements(input: { ids: $ids })\n  }\n": typeof types.CurationDeleteAnnouncementsDocument,
    "\n  query CurationAnnouncements($language: UserLanguage!) {\n    official {\n      announcements(input: { visible: true }) {\n        id\n        title(input: { language: $language })\n        content(input: { language: $language })\n        link(input: { language: $language })\n      }\n    }\n  }\n": typeof types.CurationAnnouncementsDocument,
    "\n  query CurationAuditLog($targetId: ID!) {\n    oss {\n      auditLog(input: { targetId: $targetId, first: 10 }) {\n        edges {\n          node {\n            action\n            targetId\n            target {\n              __typename\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CurationAuditLogDocument,
    "\n  mutation AdminFlagsSet($input: SetFeatureInput!) {\n    setFeature(input: $input) {\n      name\n      enabled\n      flag\n      value\n    }\n  }\n": typeof types.AdminFlagsSetDocument,
    "\n  query AdminFlagsFeatures {\n    official {\n      features {\n        name\n        enabled\n      }\n    }\n  }\n": typeof types.AdminFlagsFeaturesDocument,
    "\n  query AdminFlagsFeatureFlags {\n    official {\n      features {\n        name\n        flag\n      }\n    }\n  }\n": typeof types.AdminFlagsFeatureFlagsDocument,
    "\n  mutation AdminFlagsSeeding($input: ToggleSeedingUsersInput!) {\n    toggleSeedingUsers(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminFlagsSeedingDocument,
    "\n  query AdminFlagsSeedingUsers {\n    oss {\n      seedingUsers(input: { first: 50 }) {\n        totalCount\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminFlagsSeedingUsersDocument,
    "\n  mutation AdminFlagsRestrict($input: PutRestrictedUsersInput!) {\n    putRestrictedUsers(input: $input) {\n      id\n      oss {\n        restrictions {\n          type\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.AdminFlagsRestrictDocument,
    "\n  query AdminFlagsRestrictedUsers {\n    oss {\n      restrictedUsers(input: { first: 50 }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminFlagsRestrictedUsersDocument,
    "\n  mutation AdminFlagsPutFlags($input: PutUserFeatureFlagsInput!) {\n    putUserFeatureFlags(input: $input) {\n      id\n      oss {\n        featureFlags {\n          type\n        }\n      }\n    }\n  }\n": typeof types.AdminFlagsPutFlagsDocument,
    "\n  query AdminFlagsLists {\n    viewer {\n      recommendation {\n        newest(input: { first: 5 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n        hottest(input: { first: 5 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminFlagsListsDocument,
    "\n  query AdminTagsSearch($key: String!) {\n    search(input: { key: $key, type: Tag, first: 10 }) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": typeof types.AdminTagsSearchDocument,
    "\n  query AdminTagsLog($targetId: ID!) {\n    oss {\n      auditLog(input: { targetId: $targetId, first: 5 }) {\n        edges {\n          node {\n            action\n            target {\n              __typename\n              ... on Tag {\n                content\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminTagsLogDocument,
    "\n  query AdminTagsList {\n    viewer {\n      recommendation {\n        tags(input: { first: 50 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminTagsListDocument,
    "\n  query AnnouncementPlacements($channel: IdentityInput) {\n    official {\n      announcements(input: { channel: $channel }) {\n        title\n        translations {\n          language\n          title\n          cover\n          content\n          link\n        }\n        channels {\n          order\n          visible\n          channel {\n            __typename\n            id\n            shortHash\n          }\n        }\n      }\n    }\n  }\n": typeof types.AnnouncementPlacementsDocument,
    "\n  query Announcements($id: ID, $visible: Boolean, $language: UserLanguage!) {\n    official {\n      announcements(input: { id: $id, visible: $visible }) {\n        id\n        title\n        translatedTitle: title(input: { language: $language })\n        content(input: { language: $language })\n        link(input: { language: $language })\n        type\n        visible\n        order\n        expiredAt\n      }\n    }\n  }\n": typeof types.AnnouncementsDocument,
    "\n  mutation AppreciationGive($id: ID!, $amount: Int!, $superLike: Boolean) {\n    appreciateArticle(input: { id: $id, amount: $amount, superLike: $superLike }) {\n      id\n      appreciationsReceivedTotal\n      appreciateLimit\n      appreciateLeft\n      hasAppreciate\n      canSuperLike\n    }\n  }\n": typeof types.AppreciationGiveDocument,
    "\n  query AppreciationArticle($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      appreciationsReceivedTotal\n      appreciateLimit\n      appreciateLeft\n      hasAppreciate\n      canSuperLike\n      appreciationsReceived(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            amount\n            purpose\n            sender {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.AppreciationArticleDocument,
    "\n  mutation AppreciationBlock($id: ID!) {\n    toggleBlockUser(input: { id: $id, enabled: true }) {\n      id\n    }\n  }\n": typeof types.AppreciationBlockDocument,
    "\n  mutation BodiesPut($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": typeof types.BodiesPutDocument,
    "\n  mutation BodiesPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      id\n      publishState\n      article {\n        id\n        shortHash\n        dataHash\n        content\n      }\n    }\n  }\n": typeof types.BodiesPublishDocument,
    "\n  mutation BodiesEdit($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n      title\n      dataHash\n      content\n    }\n  }\n": typeof types.BodiesEditDocument,
    "\n  query BodiesRead($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      dataHash\n      content\n      contents {\n        html\n      }\n      versions(input: { first: 10 }) {\n        edges {\n          node {\n            mediaHash\n            contents {\n              html\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.BodiesReadDocument,
    "\n  query BodiesTranslate($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      translation(input: { language: zh_hant }) {\n        title\n        content\n        model\n      }\n    }\n  }\n": typeof types.BodiesTranslateDocument,
    "\n  mutation EditPut($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": typeof types.EditPutDocument,
    "\n  mutation EditPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      article {\n        id\n        shortHash\n        content\n      }\n    }\n  }\n": typeof types.EditPublishDocument,
    "\n  mutation EditRun($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n      state\n      pinned\n      title\n      summary\n      summaryCustomized\n      content\n      revisionCount\n      revisedAt\n      canComment\n      license\n      tags {\n        id\n        content\n        numArticles\n      }\n      versions(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            title\n            description\n            contents {\n              html\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.EditRunDocument,
    "\n  query EditRead($shortHash: String!, $userName: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      state\n    }\n    viewer {\n      recommendation {\n        newest(input: { first: 5 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n    user(input: { userName: $userName }) {\n      pinnedWorks {\n        id\n      }\n    }\n  }\n": typeof types.EditReadDocument,
    "\n  mutation FieldsPut($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n      indentFirstLine\n    }\n  }\n": typeof types.FieldsPutDocument,
    "\n  mutation FieldsPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      article {\n        id\n        shortHash\n      }\n    }\n  }\n": typeof types.FieldsPublishDocument,
    "\n  query FieldsRead($shortHash: String!, $after: String, $first: Int) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      indentFirstLine\n      noindex\n      iscnId\n      revisionCount\n      assets {\n        id\n        type\n        path\n      }\n      connectedBy(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n          }\n        }\n      }\n      connections(input: { first: 5 }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n      collection(input: { first: 5 }) {\n        totalCount\n        edges {\n          node {\n            id\n          }\n        }\n      }\n      versions(input: { first: 5 }) {\n        totalCount\n      }\n    }\n  }\n": typeof types.FieldsReadDocument,
    "\n  mutation FieldsEdit($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n      indentFirstLine\n      revisionCount\n    }\n  }\n": typeof types.FieldsEditDocument,
    "\n  query ArticleMarkdown($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      contents {\n        html\n        markdown\n      }\n      versions(input: { first: 1 }) {\n        edges {\n          node {\n            contents {\n              markdown\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ArticleMarkdownDocument,
    "\n  mutation ArticleModerationState($id: ID!, $state: ArticleState!) {\n    updateArticleState(input: { id: $id, state: $state }) {\n      id\n      state\n    }\n  }\n": typeof types.ArticleModerationStateDocument,
    "\n  mutation ArticleModerationSensitive($id: ID!, $sensitive: Boolean!) {\n    updateArticleSensitive(input: { id: $id, sensitive: $sensitive }) {\n      id\n      sensitiveByAdmin\n    }\n  }\n": typeof types.ArticleModerationSensitiveDocument,
    "\n  mutation ArticleModerationRecommend($id: ID!, $enabled: Boolean!, $type: RecommendTypes) {\n    toggleArticleRecommend(input: { id: $id, enabled: $enabled, type: $type }) {\n      id\n      oss {\n        inRecommendIcymi\n        inRecommendHottest\n        inRecommendNewest\n        inSearch\n      }\n    }\n  }\n": typeof types.ArticleModerationRecommendDocument,
    "\n  mutation ArticleModerationBoost($id: ID!, $boost: Float!, $type: BoostTypes!) {\n    setBoost(input: { id: $id, boost: $boost, type: $type }) {\n      id\n      ... on Article {\n        oss {\n          boost\n          score\n        }\n      }\n    }\n  }\n": typeof types.ArticleModerationBoostDocument,
    "\n  query ArticleModerationLists {\n    viewer {\n      recommendation {\n        newest(input: { first: 5 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n        hottest(input: { first: 5 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n        icymi(input: { first: 5 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ArticleModerationListsDocument,
    "\n  query ArticleModerationTag($id: ID!) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        articles(input: { first: 10 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ArticleModerationTagDocument,
    "\n  query ArticleModerationSearch($key: String!) {\n    search(input: { key: $key, type: Article, first: 10 }) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": typeof types.ArticleModerationSearchDocument,
    "\n  query ArticleModerationPage($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      state\n      sensitiveByAdmin\n    }\n  }\n": typeof types.ArticleModerationPageDocument,
    "\n  query ArticleModerationFind($key: String!) {\n    oss {\n      articles(input: { first: 10, filter: { searchKey: $key } }) {\n        totalCount\n        edges {\n          node {\n            id\n            state\n          }\n        }\n      }\n    }\n  }\n": typeof types.ArticleModerationFindDocument,
    "\n  query ArticleModerationNotices {\n    viewer {\n      notices(input: { first: 5 }) {\n        edges {\n          node {\n            __typename\n            ... on OfficialAnnouncementNotice {\n              message\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ArticleModerationNoticesDocument,
    "\n  mutation ArticleModerationFreeze($id: ID!, $state: UserState!) {\n    updateUserState(input: { id: $id, state: $state }) {\n      id\n    }\n  }\n": typeof types.ArticleModerationFreezeDocument,
    "\n  query ArticleModerationComment($id: ID!) {\n    node(input: { id: $id }) {\n      ... on Comment {\n        state\n        content\n      }\n    }\n  }\n": typeof types.ArticleModerationCommentDocument,
    "\n  mutation ArticleModerationJudgeSpam($id: ID!, $isSpam: Boolean!) {\n    setSpamStatus(input: { id: $id, isSpam: $isSpam }) {\n      __typename\n      ... on Article {\n        oss {\n          spamStatus {\n            isSpam\n          }\n        }\n      }\n      ... on Moment {\n        spamStatus {\n          isSpam\n        }\n      }\n    }\n  }\n": typeof types.ArticleModerationJudgeSpamDocument,
    "\n  mutation ArticleModerationJudgeAd($id: ID!, $isAd: Boolean!) {\n    setAdStatus(input: { id: $id, isAd: $isAd }) {\n      oss {\n        adStatus {\n          isAd\n        }\n      }\n    }\n  }\n": typeof types.ArticleModerationJudgeAdDocument,
    "\n  mutation ArticleModerationJudgeWritingAd($id: ID!, $isAd: Boolean!) {\n    setWritingAdStatus(input: { id: $id, isAd: $isAd }) {\n      __typename\n    }\n  }\n": typeof types.ArticleModerationJudgeWritingAdDocument,
    "\n  query ArticleModerationSpamFound($isSpam: Boolean!) {\n    oss {\n      articles(input: { first: 50, filter: { isSpam: $isSpam } }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.ArticleModerationSpamFoundDocument,
    "\n  query ArticleModerationHotMoments {\n    viewer {\n      recommendation {\n        hottestMoments(input: { first: 5 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ArticleModerationHotMomentsDocument,
    "\n  query ArticleVersions($shortHash: String!, $first: Int, $after: String) {\n    article(input: { shortHash: $shortHash }) {\n      versions(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            id\n            title\n            summary\n            dataHash\n            mediaHash\n            description\n            createdAt\n            contents {\n              html\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ArticleVersionsDocument,
    "\n  mutation BadgesToggle($input: ToggleUsersBadgeInput!) {\n    toggleUsersBadge(input: $input) {\n      id\n      info {\n        badges {\n          type\n        }\n      }\n    }\n  }\n": typeof types.BadgesToggleDocument,
    "\n  query BadgesBadgedUsers($input: BadgedUsersInput!) {\n    oss {\n      badgedUsers(input: $input) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.BadgesBadgedUsersDocument,
    "\n  query BadgesProfile($userName: String!) {\n    user(input: { userName: $userName }) {\n      info {\n        badges {\n          type\n        }\n      }\n    }\n  }\n": typeof types.BadgesProfileDocument,
    "\n  query BadgesNotices {\n    viewer {\n      notices(input: { first: 20 }) {\n        edges {\n          node {\n            __typename\n            ... on OfficialAnnouncementNotice {\n              message\n              link\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.BadgesNoticesDocument,
    "\n  mutation BadgesPutDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": typeof types.BadgesPutDraftDocument,
    "\n  mutation BadgesPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      publishState\n      article {\n        id\n      }\n    }\n  }\n": typeof types.BadgesPublishDocument,
    "\n  mutation BadgesEditEntry($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n    }\n  }\n": typeof types.BadgesEditEntryDocument,
    "\n  mutation BadgesPay($input: PayToInput!) {\n    payTo(input: $input) {\n      transaction {\n        state\n      }\n    }\n  }\n": typeof types.BadgesPayDocument,
    "\n  mutation BookmarksArticle($id: ID!, $enabled: Boolean) {\n    toggleBookmarkArticle(input: { id: $id, enabled: $enabled }) {\n      id\n      bookmarked\n      subscribed\n      bookmarkCount\n    }\n  }\n": typeof types.BookmarksArticleDocument,
    "\n  mutation BookmarksTag($id: ID!, $enabled: Boolean) {\n    toggleBookmarkTag(input: { id: $id, enabled: $enabled }) {\n      id\n      isFollower\n      numFollowers\n    }\n  }\n": typeof types.BookmarksTagDocument,
    "\n  query BookmarksMine($first: Int, $after: String) {\n    viewer {\n      id\n      bookmarkedArticles(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n        edges {\n          node {\n            id\n            bookmarked\n          }\n        }\n      }\n      bookmarkedTags(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n        edges {\n          node {\n            id\n            isFollower\n          }\n        }\n      }\n    }\n  }\n": typeof types.BookmarksMineDocument,
    "\n  query BookmarksSomeone($userName: String!) {\n    user(input: { userName: $userName }) {\n      bookmarkedArticles(input: { first: 5 }) {\n        totalCount\n      }\n    }\n  }\n": typeof types.BookmarksSomeoneDocument,
    "\n  mutation CampaignApply($id: ID!) {\n    applyCampaign(input: { id: $id }) {\n      id\n      ... on WritingChallenge {\n        application {\n          state\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.CampaignApplyDocument,
    "\n  mutation CampaignApplicationState($input: UpdateCampaignApplicationStateInput!) {\n    updateCampaignApplicationState(input: $input) {\n      id\n    }\n  }\n": typeof types.CampaignApplicationStateDocument,
    "\n  query CampaignParticipants($shortHash: String!, $oss: Boolean) {\n    campaign(input: { shortHash: $shortHash }) {\n      ... on WritingChallenge {\n        application {\n          state\n        }\n        participants(input: { first: 20, oss: $oss }) {\n          totalCount\n          edges {\n            application {\n              state\n            }\n            node {\n              userName\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CampaignParticipantsDocument,
    "\n  mutation CurationFeature($input: ToggleWritingChallengeFeaturedArticlesInput!) {\n    toggleWritingChallengeFeaturedArticles(input: $input) {\n      id\n    }\n  }\n": typeof types.CurationFeatureDocument,
    "\n  mutation CurationBan($input: BanCampaignArticlesInput!) {\n    banCampaignArticles(input: $input) {\n      id\n    }\n  }\n": typeof types.CurationBanDocument,
    "\n  query CurationEntries($shortHash: String!, $stage: ID) {\n    campaign(input: { shortHash: $shortHash }) {\n      ... on WritingChallenge {\n        all: articles(input: { first: 20 }) {\n          totalCount\n          edges {\n            featured\n            node {\n              id\n            }\n          }\n        }\n        featured: articles(input: { first: 20, filter: { featured: true } }) {\n          totalCount\n          edges {\n            node {\n              id\n            }\n          }\n        }\n        stage: articles(input: { first: 20, filter: { stage: $stage } }) {\n          totalCount\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CurationEntriesDocument,
    "\n  query CurationArticle($id: ID!) {\n    node(input: { id: $id }) {\n      ... on Article {\n        id\n        state\n      }\n    }\n  }\n": typeof types.CurationArticleDocument,
    "\n  query CurationNotices {\n    viewer {\n      notices(input: { first: 20 }) {\n        edges {\n          node {\n            __typename\n            ... on CampaignArticleNotice {\n              type\n              actors {\n                id\n              }\n              target {\n                id\n                ... on WritingChallenge {\n                  shortHash\n                }\n              }\n              article {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CurationNoticesDocument,
    "\n  mutation CurationEdit($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n    }\n  }\n": typeof types.CurationEditDocument,
    "\n  mutation CurationAnnounce($input: SendCampaignAnnouncementInput!) {\n    sendCampaignAnnouncement(input: $input)\n  }\n": typeof types.CurationAnnounceDocument,
    "\n  query CurationOfficialNotices {\n    viewer {\n      notices(input: { first: 20 }) {\n        edges {\n          node {\n            __typename\n            ... on OfficialAnnouncementNotice {\n              message\n              link\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CurationOfficialNoticesDocument,
    "\n  mutation CampaignDiscussionPut($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n      type\n      content\n      node {\n        __typename\n        ... on WritingChallenge {\n          shortHash\n        }\n      }\n    }\n  }\n": typeof types.CampaignDiscussionPutDocument,
    "\n  mutation CampaignDiscussionDelete($id: ID!) {\n    deleteComment(input: { id: $id }) {\n      state\n    }\n  }\n": typeof types.CampaignDiscussionDeleteDocument,
    "\n  mutation CampaignDiscussionPin($id: ID!) {\n    togglePinComment(input: { id: $id, enabled: true }) {\n      pinned\n    }\n  }\n": typeof types.CampaignDiscussionPinDocument,
    "\n  query CampaignDiscussionRead($shortHash: String!) {\n    campaign(input: { shortHash: $shortHash }) {\n      ... on WritingChallenge {\n        discussionCount\n        discussion(input: { first: 10, sort: oldest }) {\n          totalCount\n          edges {\n            node {\n              id\n              state\n              content\n              author {\n                userName\n              }\n              comments(input: { first: 10 }) {\n                totalCount\n                edges {\n                  node {\n                    content\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CampaignDiscussionReadDocument,
    "\n  query CampaignDiscussionNode($id: ID!) {\n    node(input: { id: $id }) {\n      __typename\n      ... on Comment {\n        content\n      }\n    }\n  }\n": typeof types.CampaignDiscussionNodeDocument,
    "\n  mutation EntryPut($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n      campaigns {\n        campaign {\n          id\n        }\n        stage {\n          id\n        }\n      }\n    }\n  }\n": typeof types.EntryPutDocument,
    "\n  mutation EntryPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      publishState\n      article {\n        id\n        campaigns {\n          campaign {\n            id\n          }\n          stage {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.EntryPublishDocument,
    "\n  mutation EntryEdit($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n      campaigns {\n        campaign {\n          id\n        }\n        stage {\n          id\n        }\n      }\n    }\n  }\n": typeof types.EntryEditDocument,
    "\n  query EntryStageArticles($shortHash: String!, $stage: ID!) {\n    campaign(input: { shortHash: $shortHash }) {\n      ... on WritingChallenge {\n        articles(input: { first: 10, filter: { stage: $stage } }) {\n          totalCount\n        }\n      }\n    }\n  }\n": typeof types.EntryStageArticlesDocument,
    "\n        query EntryDraftState($id: ID!) {\n          node(input: { id: $id }) {\n            ... on Draft {\n              publishState\n              article {\n                id\n              }\n            }\n          }\n        }\n      ": typeof types.EntryDraftStateDocument,
    "\n  query EntryExclusiveFeeds {\n    viewer {\n      recommendation {\n        newest(input: { first: 10 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n        hottest(input: { first: 10 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.EntryExclusiveFeedsDocument,
    "\n  query EntryExclusiveTopic($hash: String!, $sort: ArticlesSort) {\n    channel(input: { shortHash: $hash }) {\n      ... on TopicChannel {\n        articles(input: { first: 10, sort: $sort }) {\n          totalCount\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.EntryExclusiveTopicDocument,
    "\n  query EntryExclusiveElsewhere($userName: String!, $shortHash: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 50 }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n    campaign(input: { shortHash: $shortHash }) {\n      ... on WritingChallenge {\n        articles(input: { first: 10 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.EntryExclusiveElsewhereDocument,
    "\n  query EntryUserCampaigns($userName: String!, $after: String) {\n    user(input: { userName: $userName }) {\n      campaigns(input: { first: 2, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            ... on WritingChallenge {\n              shortHash\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.EntryUserCampaignsDocument,
    "\n      mutation EntryExclusiveToggle($input: PutWritingChallengeInput!) {\n        putWritingChallenge(input: $input) {\n          id\n        }\n      }\n    ": typeof types.EntryExclusiveToggleDocument,
    "\n  mutation RaceEdit($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n      title\n    }\n  }\n": typeof types.RaceEditDocument,
    "\n  mutation RacePutDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": typeof types.RacePutDraftDocument,
    "\n  mutation RacePublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      publishState\n    }\n  }\n": typeof types.RacePublishDocument,
    "\n  mutation RaceApplicationState($input: UpdateCampaignApplicationStateInput!) {\n    updateCampaignApplicationState(input: $input) {\n      id\n    }\n  }\n": typeof types.RaceApplicationStateDocument,
    "\n  mutation RaceChallengeState($input: PutWritingChallengeInput!) {\n    putWritingChallenge(input: $input) {\n      state\n    }\n  }\n": typeof types.RaceChallengeStateDocument,
    "\n  mutation CampaignListsPut($input: PutWritingChallengeInput!) {\n    putWritingChallenge(input: $input) {\n      id\n    }\n  }\n": typeof types.CampaignListsPutDocument,
    "\n  query CampaignListsPage($input: CampaignsInput!) {\n    campaigns(input: $input) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        node {\n          id\n          state\n        }\n      }\n    }\n  }\n": typeof types.CampaignListsPageDocument,
    "\n  query CampaignListsOrganizers($after: String) {\n    campaignOrganizers(input: { first: 50, after: $after }) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        node {\n          userName\n        }\n      }\n    }\n  }\n": typeof types.CampaignListsOrganizersDocument,
    "\n  query ChannelFeedsPinned($hash: String!, $after: String, $sort: ArticlesSort) {\n    channel(input: { shortHash: $hash }) {\n      ... on TopicChannel {\n        articles(input: { first: 2, after: $after, sort: $sort }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            pinned\n            node {\n              id\n            }\n          }\n        }\n      }\n      ... on CurationChannel {\n        articles(input: { first: 2, after: $after, sort: $sort }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            pinned\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ChannelFeedsPinnedDocument,
    "\n    query ChannelFeedsChallenge($hash: String!, $stage: ID, $featured: Boolean) {\n      channel(input: { shortHash: $hash }) {\n        ... on WritingChallenge {\n          announcements {\n            id\n          }\n          articles(input: { first: 10, filter: { stage: $stage, featured: $featured } }) {\n            totalCount\n            edges {\n              featured\n              announcement\n              node {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n  ": typeof types.ChannelFeedsChallengeDocument,
    "\n  query CircleAnalyticsRead($name: String!) {\n    circle(input: { name: $name }) {\n      analytics {\n        income {\n          history {\n            value\n            date\n          }\n          total\n          thisMonth\n          nextMonth\n        }\n        subscriber {\n          subscriberHistory {\n            value\n          }\n          inviteeHistory {\n            value\n          }\n          currentSubscriber\n          currentInvitee\n        }\n        follower {\n          history {\n            value\n          }\n          current\n          followerPercentage\n        }\n        content {\n          public {\n            node {\n              title\n            }\n            readCount\n          }\n          paywall {\n            readCount\n          }\n        }\n      }\n    }\n  }\n": typeof types.CircleAnalyticsReadDocument,
    "\n  query CircleArticleNotices {\n    viewer {\n      notices(input: { first: 20 }) {\n        edges {\n          node {\n            __typename\n            ... on ArticleNotice {\n              type\n              actors {\n                userName\n              }\n              target {\n                shortHash\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CircleArticleNoticesDocument,
    "\n  mutation CircleArticleNoticesDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": typeof types.CircleArticleNoticesDraftDocument,
    "\n  mutation CircleArticleNoticesPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      article {\n        shortHash\n      }\n    }\n  }\n": typeof types.CircleArticleNoticesPublishDocument,
    "\n  mutation CircleArticleNoticesPut($input: PutCircleArticlesInput!) {\n    putCircleArticles(input: $input) {\n      id\n    }\n  }\n": typeof types.CircleArticleNoticesPutDocument,
    "\n  mutation CircleArticleNoticesEdit($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n    }\n  }\n": typeof types.CircleArticleNoticesEditDocument,
    "\n  mutation CircleArticleNoticesSetting($type: NotificationSettingType!, $enabled: Boolean!) {\n    updateNotificationSetting(input: { type: $type, enabled: $enabled }) {\n      id\n    }\n  }\n": typeof types.CircleArticleNoticesSettingDocument,
    "\n  mutation CircleDiscussionPut($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n      type\n      content\n      parentComment {\n        id\n      }\n      node {\n        __typename\n        ... on Circle {\n          name\n        }\n      }\n    }\n  }\n": typeof types.CircleDiscussionPutDocument,
    "\n  mutation CircleDiscussionPin($id: ID!, $enabled: Boolean) {\n    togglePinComment(input: { id: $id, enabled: $enabled }) {\n      id\n      pinned\n    }\n  }\n": typeof types.CircleDiscussionPinDocument,
    "\n  mutation CircleDiscussionDelete($id: ID!) {\n    deleteComment(input: { id: $id }) {\n      state\n    }\n  }\n": typeof types.CircleDiscussionDeleteDocument,
    "\n  query CircleDiscussionRead($name: String!) {\n    circle(input: { name: $name }) {\n      discussionCount\n      discussionThreadCount\n      discussion(input: { first: 10, sort: oldest }) {\n        totalCount\n        edges {\n          node {\n            content\n            author {\n              userName\n            }\n            comments(input: { first: 10 }) {\n              totalCount\n              edges {\n                node {\n                  content\n                }\n              }\n            }\n          }\n        }\n      }\n      broadcast(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            content\n          }\n        }\n      }\n      pinnedBroadcast {\n        content\n      }\n    }\n  }\n": typeof types.CircleDiscussionReadDocument,
    "\n  query CircleDiscussionNode($id: ID!) {\n    node(input: { id: $id }) {\n      __typename\n      ... on Comment {\n        content\n      }\n    }\n  }\n": typeof types.CircleDiscussionNodeDocument,
    "\n  mutation CircleDiscussionPinOnly($id: ID!) {\n    pinComment(input: { id: $id }) {\n      id\n      pinned\n    }\n  }\n": typeof types.CircleDiscussionPinOnlyDocument,
    "\n  mutation CircleDiscussionUnpinOnly($id: ID!) {\n    unpinComment(input: { id: $id }) {\n      id\n      pinned\n    }\n  }\n": typeof types.CircleDiscussionUnpinOnlyDocument,
    "\n  query CircleInvitesRead($name: String!, $after: String) {\n    circle(input: { name: $name }) {\n      invites {\n        pending(input: { first: 2, after: $after }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            node {\n              state\n              freePeriod\n              invitee {\n                __typename\n                ... on User {\n                  userName\n                }\n                ... on Person {\n                  email\n                }\n              }\n            }\n          }\n        }\n        accepted(input: { first: 10 }) {\n          totalCount\n          edges {\n            node {\n              state\n              acceptedAt\n              invitee {\n                __typename\n                ... on User {\n                  userName\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CircleInvitesReadDocument,
    "\n  query CircleInvitedByRead($name: String!) {\n    circle(input: { name: $name }) {\n      isMember\n      invitedBy {\n        freePeriod\n        state\n        inviter {\n          userName\n        }\n      }\n    }\n  }\n": typeof types.CircleInvitedByReadDocument,
    "\n  query CircleInvitationNotices {\n    viewer {\n      notices(input: { first: 5 }) {\n        edges {\n          node {\n            __typename\n            ... on CircleNotice {\n              type\n              target {\n                name\n              }\n              actors {\n                userName\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CircleInvitationNoticesDocument,
    "\n  query CircleNoticesRead {\n    viewer {\n      notices(input: { first: 20 }) {\n        edges {\n          node {\n            __typename\n            ... on CircleNotice {\n              type\n              actors {\n                userName\n              }\n              target {\n                name\n              }\n              comments {\n                content\n              }\n              replies {\n                content\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CircleNoticesReadDocument,
    "\n  mutation CircleNoticesSetting($type: NotificationSettingType!, $enabled: Boolean!) {\n    updateNotificationSetting(input: { type: $type, enabled: $enabled }) {\n      id\n    }\n  }\n": typeof types.CircleNoticesSettingDocument,
    "\n  mutation CircleNoticesPut($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n    }\n  }\n": typeof types.CircleNoticesPutDocument,
    "\n  mutation CircleNoticesSubscribe($input: SubscribeCircleInput!) {\n    subscribeCircle(input: $input) {\n      client_secret\n    }\n  }\n": typeof types.CircleNoticesSubscribeDocument,
    "\n  mutation CircleNoticesUnsubscribe($id: ID!) {\n    unsubscribeCircle(input: { id: $id }) {\n      id\n    }\n  }\n": typeof types.CircleNoticesUnsubscribeDocument,
    "\n  mutation CircleNoticesFollow($id: ID!) {\n    toggleFollowCircle(input: { id: $id, enabled: true }) {\n      id\n    }\n  }\n": typeof types.CircleNoticesFollowDocument,
    "\n  mutation CircleNoticesInvite($input: InviteCircleInput!) {\n    invite(input: $input) {\n      id\n    }\n  }\n": typeof types.CircleNoticesInviteDocument,
    "\n  query CircleMentionNoticesRead {\n    viewer {\n      notices(input: { first: 20 }) {\n        edges {\n          node {\n            __typename\n            ... on CircleNotice {\n              type\n              actors {\n                userName\n              }\n              comments {\n                content\n              }\n              replies {\n                content\n              }\n              mentions {\n                content\n              }\n            }\n            ... on CommentNotice {\n              commentNoticeType: type\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CircleMentionNoticesReadDocument,
    "\n  mutation CircleNoticesLike($id: ID!) {\n    voteComment(input: { id: $id, vote: up }) {\n      upvotes\n    }\n  }\n": typeof types.CircleNoticesLikeDocument,
    "\n  query CircleNoticesLiked {\n    viewer {\n      notices(input: { first: 20 }) {\n        edges {\n          node {\n            ... on CommentNotice {\n              type\n              target {\n                type\n                node {\n                  __typename\n                  ... on Circle {\n                    name\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CircleNoticesLikedDocument,
    "\n  query CircleSubscriptionsRead($name: String!) {\n    circle(input: { name: $name }) {\n      isMember\n      memberUntil\n      prices {\n        amount\n        currency\n      }\n      members(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            user {\n              userName\n            }\n            price {\n              amount\n            }\n          }\n        }\n      }\n    }\n    viewer {\n      subscribedCircles(input: { first: 30 }) {\n        totalCount\n        edges {\n          node {\n            name\n          }\n        }\n      }\n      wallet {\n        balance {\n          HKD\n        }\n        transactions(input: { first: 10 }) {\n          edges {\n            node {\n              purpose\n              state\n              amount\n              currency\n              sender {\n                userName\n              }\n              recipient {\n                userName\n              }\n              target {\n                __typename\n                ... on Circle {\n                  name\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CircleSubscriptionsReadDocument,
    "\n  query CircleTestWorks($name: String!, $after: String) {\n    circle(input: { name: $name }) {\n      works(input: { first: 2, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            title\n          }\n        }\n      }\n    }\n  }\n": typeof types.CircleTestWorksDocument,
    "\n  query CircleTestMembers($name: String!) {\n    circle(input: { name: $name }) {\n      isMember\n      members(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            user {\n              userName\n            }\n            price {\n              amount\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CircleTestMembersDocument,
    "\n  mutation CircleTestFollow($id: ID!, $enabled: Boolean) {\n    toggleFollowCircle(input: { id: $id, enabled: $enabled }) {\n      id\n      isFollower\n      followers(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            userName\n          }\n        }\n      }\n    }\n  }\n": typeof types.CircleTestFollowDocument,
    "\n  query CircleTestFollowing {\n    viewer {\n      following {\n        circles(input: { first: 5 }) {\n          totalCount\n          edges {\n            node {\n              name\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CircleTestFollowingDocument,
    "\n  query CollectionsRead($id: ID!, $input: CollectionArticlesInput!) {\n    node(input: { id: $id }) {\n      ... on Collection {\n        likeCount\n        liked\n        articles(input: $input) {\n          totalCount\n          pageInfo {\n            startCursor\n            endCursor\n            hasNextPage\n            hasPreviousPage\n          }\n          edges {\n            cursor\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CollectionsReadDocument,
    "\n    mutation CollectionsEditArticle($input: EditArticleInput!) {\n      editArticle(input: $input) {\n        collections(input: { first: 10 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  ": typeof types.CollectionsEditArticleDocument,
    "\n  mutation CommentModerationSet($ids: [ID!]!, $state: CommentState!) {\n    updateCommentsState(input: { ids: $ids, state: $state }) {\n      id\n      state\n    }\n  }\n": typeof types.CommentModerationSetDocument,
    "\n  mutation CommentModerationReport($targetId: ID!, $reason: ReportReason!) {\n    submitReport(input: { targetId: $targetId, reason: $reason }) {\n      id\n    }\n  }\n": typeof types.CommentModerationReportDocument,
    "\n  query CommentModerationQueue($after: String, $first: Int) {\n    oss {\n      reportGroups(input: { after: $after, first: $first }) {\n        totalCount\n        edges {\n          cursor\n          node {\n            targetId\n            target {\n              __typename\n              id\n            }\n            reasons\n            reportCount\n            reporterCount\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.CommentModerationQueueDocument,
    "\n  mutation CommentModerationResolve($targetId: ID!) {\n    resolveReports(input: { targetId: $targetId })\n  }\n": typeof types.CommentModerationResolveDocument,
    "\n  mutation CommentWritesPut($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n      state\n      content\n      pinned\n      upvotes\n      downvotes\n      myVote\n      fromDonator\n      parentComment {\n        id\n      }\n      replyTo {\n        id\n      }\n      node {\n        id\n      }\n    }\n  }\n": typeof types.CommentWritesPutDocument,
    "\n  mutation CommentWritesDelete($id: ID!) {\n    deleteComment(input: { id: $id }) {\n      id\n      state\n      content\n    }\n  }\n": typeof types.CommentWritesDeleteDocument,
    "\n  mutation CommentWritesPin($id: ID!, $enabled: Boolean) {\n    togglePinComment(input: { id: $id, enabled: $enabled }) {\n      id\n      pinned\n    }\n  }\n": typeof types.CommentWritesPinDocument,
    "\n  mutation CommentWritesVote($id: ID!, $vote: Vote!) {\n    voteComment(input: { id: $id, vote: $vote }) {\n      id\n      upvotes\n      downvotes\n      myVote\n    }\n  }\n": typeof types.CommentWritesVoteDocument,
    "\n  mutation CommentWritesUnvote($id: ID!) {\n    unvoteComment(input: { id: $id }) {\n      id\n      upvotes\n      downvotes\n      myVote\n    }\n  }\n": typeof types.CommentWritesUnvoteDocument,
    "\n  query CommentWritesArticle($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      commentCount\n      pinCommentLimit\n      pinCommentLeft\n      pinnedComments {\n        id\n      }\n      comments(input: { first: 20 }) {\n        totalCount\n        edges {\n          node {\n            id\n            content\n            upvotes\n            myVote\n            comments(input: { first: 20 }) {\n              totalCount\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CommentWritesArticleDocument,
    "\n  query CommentWritesList($shortHash: String!, $input: CommentsInput!, $author: ID) {\n    article(input: { shortHash: $shortHash }) {\n      comments(input: $input) {\n        totalCount\n        pageInfo {\n          startCursor\n          endCursor\n          hasNextPage\n          hasPreviousPage\n        }\n        edges {\n          cursor\n          node {\n            id\n            comments(input: { author: $author }) {\n              totalCount\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        }\n      }\n      featuredComments(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.CommentWritesListDocument,
    "\n  query CommentsMoment($shortHash: String!, $first: Int, $after: String, $sort: CommentSort) {\n    moment(input: { shortHash: $shortHash }) {\n      commentCount\n      comments(input: { first: $first, after: $after, sort: $sort }) {\n        totalCount\n        pageInfo {\n          endCursor\n          hasNextPage\n          hasPreviousPage\n        }\n        edges {\n          cursor\n          node {\n            id\n            state\n            type\n            content\n            pinned\n            upvotes\n            parentComment {\n              id\n            }\n            comments(input: { first: 3 }) {\n              totalCount\n              pageInfo {\n                endCursor\n                hasNextPage\n              }\n              edges {\n                node {\n                  id\n                  content\n                  parentComment {\n                    id\n                  }\n                  replyTo {\n                    id\n                  }\n                  node {\n                    id\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CommentsMomentDocument,
    "\n      query CommentsReplies($id: ID!, $after: String) {\n        node(input: { id: $id }) {\n          ... on Comment {\n            comments(input: { first: 3, after: $after }) {\n              totalCount\n              pageInfo {\n                endCursor\n                hasNextPage\n              }\n              edges {\n                node {\n                  content\n                }\n              }\n            }\n          }\n        }\n      }\n    ": typeof types.CommentsRepliesDocument,
    "\n        query CommentsRepliesOfReply($id: ID!) {\n          node(input: { id: $id }) {\n            ... on Comment {\n              comments(input: {}) {\n                totalCount\n                edges {\n                  cursor\n                }\n              }\n            }\n          }\n        }\n      ": typeof types.CommentsRepliesOfReplyDocument,
    "\n        query CommentsBlocked($shortHash: String!) {\n          moment(input: { shortHash: $shortHash }) {\n            comments(input: { first: 50, sort: oldest }) {\n              totalCount\n              edges {\n                node {\n                  content\n                  author {\n                    isBlocking\n                  }\n                }\n              }\n            }\n          }\n        }\n      ": typeof types.CommentsBlockedDocument,
    "\n        query CommentsArticle($shortHash: String) {\n          article(input: { shortHash: $shortHash }) {\n            commentCount\n            comments(input: { first: 10 }) {\n              totalCount\n              edges {\n                node {\n                  content\n                  node {\n                    __typename\n                    ... on Article {\n                      shortHash\n                    }\n                  }\n                  comments(input: { first: 5 }) {\n                    edges {\n                      node {\n                        content\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n        }\n      ": typeof types.CommentsArticleDocument,
    "\n  mutation WatchRemove($id: ID!, $reason: CommunityWatchRemoveCommentReason!) {\n    communityWatchRemoveComment(input: { id: $id, reason: $reason }) {\n      id\n      state\n      content\n      communityWatchAction {\n        uuid\n        reason\n        actionState\n        reviewState\n        originalContent\n        contentCleared\n        actorDisplayName\n        sourceType\n        sourceTitle\n      }\n    }\n  }\n": typeof types.WatchRemoveDocument,
    "\n  query WatchReadComment($id: ID!) {\n    node(input: { id: $id }) {\n      ... on Comment {\n        state\n        content\n      }\n    }\n  }\n": typeof types.WatchReadCommentDocument,
    "\n  query WatchQueue($reviewState: CommunityWatchReviewState, $reason: CommunityWatchRemoveCommentReason, $first: Int, $after: String) {\n    communityWatchActions(input: { reviewState: $reviewState, reason: $reason, first: $first, after: $after }) {\n      totalCount\n      edges {\n        node {\n          uuid\n          commentId\n          reason\n          reviewState\n          originalContent\n          sourceUrl\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.WatchQueueDocument,
    "\n  query WatchOne($uuid: ID!) {\n    communityWatchAction(input: { uuid: $uuid }) {\n      uuid\n      actionState\n      originalContent\n      contentCleared\n      contentHash\n    }\n  }\n": typeof types.WatchOneDocument,
    "\n  mutation WatchReview($uuid: ID!, $reviewState: CommunityWatchReviewState, $reason: CommunityWatchRemoveCommentReason) {\n    updateCommunityWatchActionState(input: { uuid: $uuid, reviewState: $reviewState, reason: $reason }) {\n      uuid\n      actionState\n      reviewState\n      reason\n    }\n  }\n": typeof types.WatchReviewDocument,
    "\n  mutation WatchRestore($uuid: ID!) {\n    restoreCommunityWatchComment(input: { uuid: $uuid }) {\n      uuid\n      actionState\n      reviewState\n    }\n  }\n": typeof types.WatchRestoreDocument,
    "\n  mutation WatchClear($uuid: ID!) {\n    clearCommunityWatchOriginalContent(input: { uuid: $uuid }) {\n      uuid\n      originalContent\n      contentCleared\n    }\n  }\n": typeof types.WatchClearDocument,
    "\n  query WatchFeatures {\n    viewer {\n      features {\n        communityWatch\n      }\n    }\n  }\n": typeof types.WatchFeaturesDocument,
    "\n  query ArticleByMediaHash($mediaHash: String!) {\n    article(input: { mediaHash: $mediaHash }) {\n      id\n      mediaHash\n    }\n  }\n": typeof types.ArticleByMediaHashDocument,
    "\n  mutation SendWithToken($input: SendVerificationCodeInput!) {\n    sendVerificationCode(input: $input)\n  }\n": typeof types.SendWithTokenDocument,
    "\n  mutation DraftsPut($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n      mediaHash\n      title\n      slug\n      summary\n      summaryCustomized\n      content\n      createdAt\n      updatedAt\n      wordCount\n      tags\n      cover\n      publishState\n      publishAt\n      assets {\n        id\n        type\n        path\n        createdAt\n      }\n      article {\n        id\n      }\n      connections(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            id\n          }\n        }\n      }\n      collection(input: { first: 10 }) {\n        totalCount\n      }\n      collections(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            id\n          }\n        }\n      }\n      access {\n        type\n        circle {\n          id\n        }\n      }\n      sensitiveByAuthor\n      license\n      requestForDonation\n      replyToDonator\n      iscnPublish\n      canComment\n      indentFirstLine\n      campaigns {\n        campaign {\n          id\n          ... on WritingChallenge {\n            state\n          }\n        }\n        stage {\n          id\n        }\n      }\n    }\n  }\n": typeof types.DraftsPutDocument,
    "\n  mutation DraftsDelete($id: ID!) {\n    deleteDraft(input: { id: $id })\n  }\n": typeof types.DraftsDeleteDocument,
    "\n  query DraftsNode($id: ID!) {\n    node(input: { id: $id }) {\n      id\n      ... on Draft {\n        title\n        content\n      }\n    }\n  }\n": typeof types.DraftsNodeDocument,
    "\n  query DraftsList($after: String) {\n    viewer {\n      drafts(input: { first: 2, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            title\n          }\n        }\n      }\n    }\n  }\n": typeof types.DraftsListDocument,
    "\n  query DraftsOfOthers($userName: String!) {\n    user(input: { userName: $userName }) {\n      drafts(input: { first: 5 }) {\n        totalCount\n      }\n    }\n  }\n": typeof types.DraftsOfOthersDocument,
    "\n  mutation FaultsComment($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n    }\n  }\n": typeof types.FaultsCommentDocument,
    "\n  mutation FaultsPutDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": typeof types.FaultsPutDraftDocument,
    "\n  mutation FaultsPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      id\n      publishState\n      article {\n        id\n      }\n    }\n  }\n": typeof types.FaultsPublishDocument,
    "\n  mutation FaultsPay($input: PayToInput!) {\n    payTo(input: $input) {\n      transaction {\n        id\n        state\n      }\n    }\n  }\n": typeof types.FaultsPayDocument,
    "\n  mutation FederationSetViewer($state: FederationAuthorSettingState!) {\n    setViewerFederationSetting(input: { state: $state }) {\n      userId\n      state\n      updatedBy\n    }\n  }\n": typeof types.FederationSetViewerDocument,
    "\n  mutation FederationSetArticle($id: ID!, $state: FederationArticleSettingState!) {\n    setArticleFederationSetting(input: { id: $id, state: $state }) {\n      articleId\n      state\n      updatedBy\n    }\n  }\n": typeof types.FederationSetArticleDocument,
    "\n  query FederationViewer {\n    viewer {\n      id\n      federationSetting {\n        state\n      }\n    }\n  }\n": typeof types.FederationViewerDocument,
    "\n  query FederationArticle($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      federationSetting {\n        state\n      }\n      federationEligibility {\n        eligible\n        reason\n        effectiveArticleSetting\n      }\n    }\n  }\n": typeof types.FederationArticleDocument,
    "\n  mutation FediverseAct($input: FediverseActionInput!) {\n    actFediverse(input: $input) {\n      status\n      activityId\n      remoteActorId\n    }\n  }\n": typeof types.FediverseActDocument,
    "\n  query FediverseLookup($input: FediverseRemoteActorInput!) {\n    fediverseRemoteActor(input: $input) {\n      actorId\n    }\n  }\n": typeof types.FediverseLookupDocument,
    "\n  query FediverseProfile {\n    viewerFediverse {\n      account\n      followingCount\n      pendingFollowingCount\n      maxFollowing\n      following {\n        actorId\n        account\n        status\n      }\n      timeline {\n        objectId\n        content\n        liked\n        likeActivityId\n        remoteActor {\n          actorId\n        }\n      }\n    }\n  }\n": typeof types.FediverseProfileDocument,
    "\n  query FediverseArticleOfAuthor($id: ID!) {\n    fediverseArticle(input: { id: $id }) {\n      contentId\n      repliesCount\n      likesCount\n      announcesCount\n      notificationsCount\n      unreadNotificationsCount\n      replies {\n        objectId\n        content\n        publishedAt\n        liked\n        remoteActor {\n          actorId\n          account\n          name\n          url\n        }\n      }\n    }\n  }\n": typeof types.FediverseArticleOfAuthorDocument,
    "\n  query ArticleFediversePublic($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      fediverse {\n        repliesCount\n        likesCount\n        announcesCount\n        replies {\n          objectId\n          content\n          remoteActor {\n            account\n          }\n        }\n      }\n    }\n  }\n": typeof types.ArticleFediversePublicDocument,
    "\n  query GatewayDashboard {\n    oss {\n      fediverseGateway {\n        generatedAt\n        queue {\n          total\n          pending\n          delivered\n          deadLetter\n          openDeadLetters\n          replayedDeadLetters\n          resolvedDeadLetters\n        }\n        deadLetters {\n          id\n          status\n          activityId\n          activityType\n          targetActorId\n        }\n        reports {\n          id\n          status\n          reason\n        }\n        auditEvents {\n          event\n          actorHandle\n          itemId\n          reason\n        }\n        social {\n          actors\n          blocked\n          openReports\n          timelineRetentionDays\n        }\n        domainBlocks {\n          domain\n          reason\n        }\n      }\n    }\n  }\n": typeof types.GatewayDashboardDocument,
    "\n  mutation GatewayReplay($id: ID!) {\n    replayFediverseDeadLetter(input: { id: $id })\n  }\n": typeof types.GatewayReplayDocument,
    "\n  mutation GatewayResolveLetter($id: ID!, $reason: String!) {\n    resolveFediverseDeadLetter(input: { id: $id, reason: $reason })\n  }\n": typeof types.GatewayResolveLetterDocument,
    "\n  mutation GatewayResolveReport($id: ID!, $resolution: String!) {\n    resolveFediverseReport(input: { id: $id, resolution: $resolution })\n  }\n": typeof types.GatewayResolveReportDocument,
    "\n  mutation GatewayBlock($domain: String!, $blocked: Boolean!, $reason: String) {\n    putFediverseDomainBlock(input: { domain: $domain, blocked: $blocked, reason: $reason }) {\n      domain\n      reason\n    }\n  }\n": typeof types.GatewayBlockDocument,
    "\n  mutation GatewayPutUser($id: ID!, $state: FederationAuthorSettingState!) {\n    putUserFederationSetting(input: { id: $id, state: $state }) {\n      userId\n      state\n      updatedBy\n    }\n  }\n": typeof types.GatewayPutUserDocument,
    "\n  mutation GatewayPutArticle($id: ID!, $state: FederationArticleSettingState!) {\n    putArticleFederationSetting(input: { id: $id, state: $state }) {\n      articleId\n      state\n      updatedBy\n    }\n  }\n": typeof types.GatewayPutArticleDocument,
    "\n  mutation GatewayPrune($input: PruneFediverseSocialDataInput) {\n    pruneFediverseSocialData(input: $input)\n  }\n": typeof types.GatewayPruneDocument,
    "\n  query FeedsFeatured($after: String) {\n    viewer {\n      recommendation {\n        icymi(input: { first: 2, after: $after }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.FeedsFeaturedDocument,
    "\n  query FeedsFollowing($after: String, $type: RecommendationFollowingFilterType) {\n    viewer {\n      recommendation {\n        following(input: { first: 3, after: $after, filter: { type: $type } }) {\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            cursor\n            node {\n              __typename\n              ... on UserPublishArticleActivity {\n                actor {\n                  userName\n                }\n                node {\n                  id\n                }\n              }\n              ... on UserAddArticleTagActivity {\n                actor {\n                  userName\n                }\n                node {\n                  id\n                }\n                target {\n                  content\n                }\n              }\n              ... on UserCreateCircleActivity {\n                actor {\n                  userName\n                }\n                node {\n                  name\n                }\n              }\n              ... on UserRecommendationActivity {\n                source\n                nodes {\n                  userName\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.FeedsFollowingDocument,
    "\n  query FeedsFollowingBroadcasts {\n    viewer {\n      recommendation {\n        following(input: { first: 20 }) {\n          edges {\n            node {\n              __typename\n              ... on UserBroadcastCircleActivity {\n                actor {\n                  userName\n                }\n                node {\n                  content\n                }\n                target {\n                  name\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.FeedsFollowingBroadcastsDocument,
    "\n  query FeedsAuthors($random: Int, $after: String) {\n    viewer {\n      recommendation {\n        authors(input: { first: 50, after: $after, filter: { random: $random } }) {\n          totalCount\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.FeedsAuthorsDocument,
    "\n      query FeedsCollection($id: ID!, $reversed: Boolean!, $after: String) {\n        node(input: { id: $id }) {\n          ... on Collection {\n            title\n            author {\n              userName\n            }\n            articles(input: { first: 2, reversed: $reversed, after: $after }) {\n              totalCount\n              pageInfo {\n                hasNextPage\n                endCursor\n              }\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        }\n      }\n    ": typeof types.FeedsCollectionDocument,
    "\n        query FeedsUserCollections($name: String!) {\n          user(input: { userName: $name }) {\n            collections(input: { first: 5 }) {\n              totalCount\n              edges {\n                node {\n                  title\n                }\n              }\n            }\n            pinnedWorks {\n              __typename\n              ... on Collection {\n                title\n              }\n            }\n          }\n        }\n      ": typeof types.FeedsUserCollectionsDocument,
    "\n        query FeedsArticleCollections($id: ID!) {\n          node(input: { id: $id }) {\n            ... on Article {\n              collections(input: { first: 5 }) {\n                edges {\n                  node {\n                    title\n                  }\n                }\n              }\n            }\n          }\n        }\n      ": typeof types.FeedsArticleCollectionsDocument,
    "\n        query FeedsRelated($hash: String!) {\n          article(input: { shortHash: $hash }) {\n            relatedArticles(input: { first: 5 }) {\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        }\n      ": typeof types.FeedsRelatedDocument,
    "\n      query FeedsTags($random: Int) {\n        viewer {\n          recommendation {\n            tags(input: { first: 50, filter: { random: $random } }) {\n              edges {\n                node {\n                  id\n                  numArticles\n                }\n              }\n            }\n          }\n        }\n      }\n    ": typeof types.FeedsTagsDocument,
    "\n      query FeedsMoments($name: String!, $after: String) {\n        user(input: { userName: $name }) {\n          moments(input: { first: 2, after: $after }) {\n            totalCount\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n            edges {\n              node {\n                content\n              }\n            }\n          }\n        }\n      }\n    ": typeof types.FeedsMomentsDocument,
    "\n  query GetRequestsRecent {\n    viewer {\n      activity {\n        recentSearches(input: { first: 10 }) {\n          edges {\n            node\n          }\n        }\n      }\n    }\n  }\n": typeof types.GetRequestsRecentDocument,
    "\n  query SiteHottest($first: Int, $after: String) {\n    viewer {\n      recommendation {\n        hottest(input: { first: $first, after: $after }) {\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.SiteHottestDocument,
    "\n  query HottestMoments($first: Int, $after: String) {\n    viewer {\n      recommendation {\n        hottestMoments(input: { first: $first, after: $after }) {\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.HottestMomentsDocument,
    "\n  query HottestScoreRanking($id: ID!, $after: String) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        articles(input: { sortBy: byHottestDesc, first: 10, after: $after }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.HottestScoreRankingDocument,
    "\n  mutation HottestScoreRead($id: ID!) {\n    readArticle(input: { id: $id }) {\n      id\n    }\n  }\n": typeof types.HottestScoreReadDocument,
    "\n  mutation HottestScoreAppreciate($id: ID!) {\n    appreciateArticle(input: { id: $id, amount: 1 }) {\n      id\n    }\n  }\n": typeof types.HottestScoreAppreciateDocument,
    "\n  mutation HottestScoreComment($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n    }\n  }\n": typeof types.HottestScoreCommentDocument,
    "\n  mutation HottestScoreDeleteComment($id: ID!) {\n    deleteComment(input: { id: $id }) {\n      id\n    }\n  }\n": typeof types.HottestScoreDeleteCommentDocument,
    "\n  mutation HottestScorePay($input: PayToInput!) {\n    payTo(input: $input) {\n      transaction {\n        id\n      }\n    }\n  }\n": typeof types.HottestScorePayDocument,
    "\n  mutation IpfsPut($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": typeof types.IpfsPutDocument,
    "\n  mutation IpfsPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      article {\n        id\n        shortHash\n        dataHash\n      }\n    }\n  }\n": typeof types.IpfsPublishDocument,
    "\n  mutation IpfsEdit($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n      dataHash\n      mediaHash\n    }\n  }\n": typeof types.IpfsEditDocument,
    "\n  query IpfsVersions($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      dataHash\n      versions(input: { first: 10 }) {\n        edges {\n          node {\n            title\n            dataHash\n            mediaHash\n          }\n        }\n      }\n    }\n  }\n": typeof types.IpfsVersionsDocument,
    "\n  query IpfsByHash($mediaHash: String!) {\n    article(input: { mediaHash: $mediaHash }) {\n      id\n    }\n  }\n": typeof types.IpfsByHashDocument,
    "\n  query IpfsGateways {\n    official {\n      ipfsGateways\n    }\n  }\n": typeof types.IpfsGatewaysDocument,
    "\n  query LogbookWallet($userName: String!) {\n    user(input: { userName: $userName }) {\n      info {\n        cryptoWallet {\n          address\n          hasNFTs\n          nfts {\n            id\n            name\n            description\n            imageUrl\n            imagePreviewUrl\n            contractAddress\n            collectionName\n          }\n        }\n      }\n    }\n  }\n": typeof types.LogbookWalletDocument,
    "\n  mutation Migrate($input: MigrationInput!) {\n    migration(input: $input)\n  }\n": typeof types.MigrateDocument,
    "\n  query MigratedDrafts {\n    viewer {\n      drafts(input: { first: 20 }) {\n        totalCount\n        edges {\n          node {\n            id\n            title\n            summary\n            summaryCustomized\n            content\n            wordCount\n            publishState\n            assets {\n              id\n              type\n              path\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.MigratedDraftsDocument,
    "\n  mutation MomentFeedApply {\n    applyMomentFeed {\n      id\n      isMomentFeedApplied\n    }\n  }\n": typeof types.MomentFeedApplyDocument,
    "\n  mutation MomentFeedDecide($id: ID!, $state: MomentFeedUserState!) {\n    updateMomentFeedApplicationState(input: { id: $id, state: $state }) {\n      id\n      oss {\n        momentFeedApplication {\n          state\n          reviewedBy\n          reviewer {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.MomentFeedDecideDocument,
    "\n  query MomentFeedApplicants($states: [MomentFeedUserState!], $userName: String, $first: Int) {\n    oss {\n      momentFeedUsers(input: { states: $states, userName: $userName, first: $first }) {\n        totalCount\n        edges {\n          node {\n            id\n            userName\n          }\n        }\n      }\n    }\n  }\n": typeof types.MomentFeedApplicantsDocument,
    "\n  mutation MomentModerationPut($input: PutMomentInput!) {\n    putMoment(input: $input) {\n      id\n      shortHash\n      tags {\n        id\n      }\n    }\n  }\n": typeof types.MomentModerationPutDocument,
    "\n  mutation MomentModerationSetState($id: ID!, $state: MomentState!) {\n    updateMomentState(input: { id: $id, state: $state }) {\n      id\n      state\n    }\n  }\n": typeof types.MomentModerationSetStateDocument,
    "\n  query MomentModerationRead($shortHash: String!, $userName: String!, $tagId: ID!) {\n    moment(input: { shortHash: $shortHash }) {\n      id\n    }\n    user(input: { userName: $userName }) {\n      moments(input: { first: 5 }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n    node(input: { id: $tagId }) {\n      ... on Tag {\n        moments(input: { first: 5 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n    viewer {\n      recommendation {\n        hottestMoments(input: { first: 1 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.MomentModerationReadDocument,
    "\n  mutation MomentWritingPut($input: PutMomentInput!) {\n    putMoment(input: $input) {\n      id\n      shortHash\n      content\n      state\n      likeCount\n      commentCount\n      liked\n      createdAt\n      assets {\n        id\n        type\n        path\n      }\n      tags {\n        id\n        content\n      }\n      articles {\n        id\n        shortHash\n      }\n      author {\n        id\n      }\n    }\n  }\n": typeof types.MomentWritingPutDocument,
    "\n  query MomentWritingRead($shortHash: String!) {\n    moment(input: { shortHash: $shortHash }) {\n      id\n      content\n      state\n      likeCount\n      liked\n      tags {\n        content\n      }\n      articles {\n        shortHash\n      }\n      translation(input: { language: zh_hans }) {\n        content\n      }\n    }\n  }\n": typeof types.MomentWritingReadDocument,
    "\n  query MomentWritingList($userName: String!) {\n    user(input: { userName: $userName }) {\n      moments(input: { first: 5 }) {\n        totalCount\n        edges {\n          node {\n            shortHash\n          }\n        }\n      }\n    }\n  }\n": typeof types.MomentWritingListDocument,
    "\n  query MomentWritingTag($id: ID!) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        numMoments\n        numArticles\n        moments(input: { first: 5 }) {\n          totalCount\n          edges {\n            node {\n              shortHash\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.MomentWritingTagDocument,
    "\n  mutation MomentWritingDelete($id: ID!) {\n    deleteMoment(input: { id: $id }) {\n      id\n      state\n    }\n  }\n": typeof types.MomentWritingDeleteDocument,
    "\n  mutation MomentWritingLike($id: ID!) {\n    likeMoment(input: { id: $id }) {\n      id\n      likeCount\n      liked\n    }\n  }\n": typeof types.MomentWritingLikeDocument,
    "\n  mutation MomentWritingUnlike($id: ID!) {\n    unlikeMoment(input: { id: $id }) {\n      id\n      likeCount\n      liked\n    }\n  }\n": typeof types.MomentWritingUnlikeDocument,
    "\n  query MomentsMoment($shortHash: String!) {\n    moment(input: { shortHash: $shortHash }) {\n      id\n      shortHash\n      content\n      state\n      likeCount\n      commentCount\n      liked\n      createdAt\n      assets {\n        id\n        type\n        path\n      }\n      author {\n        userName\n        displayName\n      }\n    }\n  }\n": typeof types.MomentsMomentDocument,
    "\n  mutation NestingDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n      content\n    }\n  }\n": typeof types.NestingDraftDocument,
    "\n  mutation NestingPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      article {\n        id\n        contents {\n          html\n        }\n      }\n    }\n  }\n": typeof types.NestingPublishDocument,
    "\n  mutation NestingEdit($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      contents {\n        html\n      }\n    }\n  }\n": typeof types.NestingEditDocument,
    "\n  mutation NestingComment($input: PutCommentInput!) {\n    putComment(input: $input) {\n      content\n    }\n  }\n": typeof types.NestingCommentDocument,
    "\n  mutation NestingMoment($input: PutMomentInput!) {\n    putMoment(input: $input) {\n      content\n    }\n  }\n": typeof types.NestingMomentDocument,
    "\n  mutation NewDraftFormMake {\n    putDraft(input: {}) {\n      id\n    }\n  }\n": typeof types.NewDraftFormMakeDocument,
    "\n    query NodesUserPublic($n: String, $first: Int, $after: String) {\n      user(input: { userName: $n }) {\n        displayName\n        info {\n          description\n          badges {\n            type\n          }\n        }\n        followers(input: { first: 10 }) {\n          totalCount\n        }\n        following {\n          users(input: { first: $first, after: $after }) {\n            totalCount\n            edges {\n              cursor\n              node {\n                userName\n              }\n            }\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n          }\n        }\n      }\n    }\n  ": typeof types.NodesUserPublicDocument,
    "\n      query NodesFollowers($n: String, $after: String) {\n        user(input: { userName: $n }) {\n          followers(input: { first: 1, after: $after }) {\n            edges {\n              node {\n                userName\n              }\n            }\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n          }\n        }\n      }\n    ": typeof types.NodesFollowersDocument,
    "\n  query NoticesList($first: Int, $after: String) {\n    viewer {\n      id\n      status {\n        unreadNoticeCount\n        unreadFollowing\n      }\n      notices(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            __typename\n            id\n            unread\n            createdAt\n            ... on UserNotice {\n              userType: type\n              actors {\n                id\n              }\n              userTarget: target {\n                id\n              }\n            }\n            ... on ArticleNotice {\n              articleType: type\n              actors {\n                id\n              }\n              articleTarget: target {\n                id\n              }\n            }\n            ... on ArticleArticleNotice {\n              collectedType: type\n              actors {\n                id\n              }\n              collectedTarget: target {\n                id\n              }\n              article {\n                id\n              }\n            }\n            ... on MomentNotice {\n              momentType: type\n              actors {\n                id\n              }\n              momentTarget: target {\n                id\n              }\n            }\n            ... on CommentNotice {\n              commentType: type\n              actors {\n                id\n              }\n              commentTarget: target {\n                id\n              }\n            }\n            ... on CommentCommentNotice {\n              replyType: type\n              actors {\n                id\n              }\n              replyTarget: target {\n                id\n              }\n              comment {\n                id\n              }\n            }\n            ... on CollectionNotice {\n              actors {\n                id\n              }\n              collectionTarget: target {\n                id\n              }\n            }\n            ... on TransactionNotice {\n              transactionType: type\n              actors {\n                id\n              }\n              transactionTarget: target {\n                id\n                amount\n              }\n            }\n            ... on OfficialAnnouncementNotice {\n              message\n              link\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.NoticesListDocument,
    "\n  mutation OAuthPut($input: PutOAuthClientInput!) {\n    putOAuthClient(input: $input) {\n      id\n      name\n      secret\n      scope\n      redirectURIs\n      grantTypes\n    }\n  }\n": typeof types.OAuthPutDocument,
    "\n  query OAuthRequest($input: OAuthAuthorizeInput!) {\n    oauthAuthorizationRequest(input: $input) {\n      client {\n        id\n        name\n        website\n      }\n      scope\n      errorRedirect\n      denyRedirect\n    }\n  }\n": typeof types.OAuthRequestDocument,
    "\n  mutation OAuthAuthorize($input: OAuthAuthorizeInput!) {\n    authorizeOAuthClient(input: $input)\n  }\n": typeof types.OAuthAuthorizeDocument,
    "\n  query OAuthAuthorizations {\n    viewer {\n      id\n      oauthAuthorizations {\n        client {\n          id\n          name\n        }\n        scope\n        usedAt\n      }\n    }\n  }\n": typeof types.OAuthAuthorizationsDocument,
    "\n  mutation OAuthRevoke($input: OAuthClientInput!) {\n    revokeOAuthAuthorization(input: $input) {\n      id\n    }\n  }\n": typeof types.OAuthRevokeDocument,
    "\n  query PaymentsSupporters($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      replyToDonator\n      donations(input: { first: 10 }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n        }\n        edges {\n          cursor\n          node {\n            id\n            sender {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.PaymentsSupportersDocument,
    "\n    query PaymentsArticleGivers(\n      $shortHash: String!\n      $purpose: TransactionPurpose!\n      $senderId: ID\n      $after: String\n      $first: Int\n    ) {\n      article(input: { shortHash: $shortHash }) {\n        donationCount\n        donated\n        transactionsReceivedBy(input: { purpose: $purpose, senderId: $senderId, first: $first, after: $after }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  ": typeof types.PaymentsArticleGiversDocument,
    "\n    query PaymentsRelatedDonationArticles($shortHash: String!, $random: Int) {\n      article(input: { shortHash: $shortHash }) {\n        relatedDonationArticles(input: { first: 10, random: $random }) {\n          totalCount\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  ": typeof types.PaymentsRelatedDonationArticlesDocument,
    "\n  mutation PaywallPut($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n      access {\n        type\n        circle {\n          id\n        }\n      }\n    }\n  }\n": typeof types.PaywallPutDocument,
    "\n  mutation PaywallPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      publishState\n      article {\n        id\n        shortHash\n        access {\n          type\n          circle {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.PaywallPublishDocument,
    "\n  query PaywallRead($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      title\n      summary\n      content\n      contents {\n        html\n        markdown\n      }\n      displayCover\n      availableTranslations\n      translation(input: { language: zh_hant }) {\n        content\n      }\n      access {\n        type\n        circle {\n          name\n        }\n      }\n      comments(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            content\n          }\n        }\n      }\n      versions(input: { first: 1 }) {\n        edges {\n          node {\n            contents {\n              html\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.PaywallReadDocument,
    "\n  query PaywallSearch($key: String!) {\n    search(input: { key: $key, type: Article, first: 10 }) {\n      edges {\n        node {\n          id\n          ... on Article {\n            summary\n            content\n          }\n        }\n      }\n    }\n  }\n": typeof types.PaywallSearchDocument,
    "\n  mutation PaywallComment($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n    }\n  }\n": typeof types.PaywallCommentDocument,
    "\n  mutation PaywallCircleArticles($input: PutCircleArticlesInput!) {\n    putCircleArticles(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.PaywallCircleArticlesDocument,
    "\n  query PaywallAccess($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      license\n      content\n      access {\n        type\n        circle {\n          id\n        }\n      }\n    }\n  }\n": typeof types.PaywallAccessDocument,
    "\n  query PaywallCommentNode($id: ID!) {\n    node(input: { id: $id }) {\n      id\n      ... on Comment {\n        content\n        comments(input: { first: 10 }) {\n          totalCount\n          edges {\n            node {\n              content\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.PaywallCommentNodeDocument,
    "\n  query PaywallReplyNotices {\n    viewer {\n      notices(input: { first: 20 }) {\n        edges {\n          node {\n            __typename\n            ... on CommentCommentNotice {\n              comment {\n                id\n                content\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.PaywallReplyNoticesDocument,
    "\n  mutation PaywallEditAccess($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n      access {\n        type\n        secret\n        circle {\n          id\n        }\n      }\n    }\n  }\n": typeof types.PaywallEditAccessDocument,
    "\n  query PaywallReplyNode($id: ID!) {\n    node(input: { id: $id }) {\n      ... on Comment {\n        content\n        parentComment {\n          content\n        }\n        replyTo {\n          content\n        }\n      }\n    }\n  }\n": typeof types.PaywallReplyNodeDocument,
    "\n  mutation PublishPut($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": typeof types.PublishPutDocument,
    "\n  mutation PublishRun($id: ID!, $publishAt: DateTime) {\n    publishArticle(input: { id: $id, publishAt: $publishAt, iscnPublish: true }) {\n      id\n      publishState\n      mediaHash\n      publishAt\n      iscnPublish\n      article {\n        id\n        shortHash\n        state\n        title\n        summary\n        summaryCustomized\n        content\n        wordCount\n        language\n        cover\n        displayCover\n        dataHash\n        revisionCount\n        license\n        canComment\n        sensitiveByAuthor\n        requestForDonation\n        replyToDonator\n        access {\n          type\n          secret\n          circle {\n            id\n          }\n        }\n        author {\n          id\n        }\n        tags {\n          id\n          content\n          numArticles\n          numAuthors\n        }\n        versions(input: { first: 5 }) {\n          totalCount\n        }\n        connections(input: { first: 5 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n        campaigns {\n          campaign {\n            id\n          }\n          stage {\n            id\n          }\n        }\n        appreciationsReceived(input: { first: 5 }) {\n          totalCount\n        }\n        donations(input: { first: 5 }) {\n          totalCount\n        }\n      }\n    }\n  }\n": typeof types.PublishRunDocument,
    "\n  query PublishWhereListed($userName: String!, $tag: ID!, $collection: ID!, $challenge: String!, $key: String!) {\n    viewer {\n      recommendation {\n        newest(input: { first: 3 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n    user(input: { userName: $userName }) {\n      articles(input: { first: 3 }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n      status {\n        articleCount\n      }\n    }\n    tag: node(input: { id: $tag }) {\n      ... on Tag {\n        articles(input: { first: 3, sortBy: byCreatedAtDesc }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n    collection: node(input: { id: $collection }) {\n      ... on Collection {\n        articles(input: { first: 3 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n    channel(input: { shortHash: $challenge }) {\n      ... on WritingChallenge {\n        articles(input: { first: 3 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n    search(input: { key: $key, type: Article, first: 3 }) {\n      edges {\n        node {\n          ... on Article {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.PublishWhereListedDocument,
    "\n  mutation PurgesPutDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": typeof types.PurgesPutDraftDocument,
    "\n  mutation PurgesPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      article {\n        id\n        shortHash\n        tags {\n          id\n        }\n      }\n    }\n  }\n": typeof types.PurgesPublishDocument,
    "\n  mutation PurgesSigningMessage($input: GenerateSigningMessageInput!) {\n    generateSigningMessage(input: $input) {\n      nonce\n      signingMessage\n    }\n  }\n": typeof types.PurgesSigningMessageDocument,
    "\n  mutation PurgesWalletLogin($input: WalletLoginInput!) {\n    walletLogin(input: $input) {\n      type\n      user {\n        userName\n      }\n    }\n  }\n": typeof types.PurgesWalletLoginDocument,
    "\n  mutation PurgesAddWallet($input: WalletLoginInput!) {\n    addWalletLogin(input: $input) {\n      id\n    }\n  }\n": typeof types.PurgesAddWalletDocument,
    "\n  mutation PurgesPutMoment($input: PutMomentInput!) {\n    putMoment(input: $input) {\n      id\n      shortHash\n      tags {\n        id\n      }\n    }\n  }\n": typeof types.PurgesPutMomentDocument,
    "\n  mutation QuotePut($input: PutQuoteInput!) {\n    putQuote(input: $input) {\n      id\n      content\n      createdAt\n      article {\n        id\n      }\n      poster {\n        userName\n      }\n    }\n  }\n": typeof types.QuotePutDocument,
    "\n  mutation QuoteDelete($id: ID!) {\n    deleteQuote(input: { id: $id })\n  }\n": typeof types.QuoteDeleteDocument,
    "\n  query QuoteWall($shortHash: String!, $random: Boolean) {\n    campaign(input: { shortHash: $shortHash }) {\n      ... on WritingChallenge {\n        enableQuoteWall\n        quoteCount\n        quotes(input: { first: 20, random: $random }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n          }\n          edges {\n            node {\n              content\n              poster {\n                userName\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.QuoteWallDocument,
    "\n  mutation ReadingRead($id: ID!) {\n    readArticle(input: { id: $id }) {\n      id\n      readerCount\n    }\n  }\n": typeof types.ReadingReadDocument,
    "\n  mutation ReadingClear($id: ID) {\n    clearReadHistory(input: { id: $id }) {\n      id\n    }\n  }\n": typeof types.ReadingClearDocument,
    "\n  query ReadingHistory($after: String) {\n    viewer {\n      activity {\n        history(input: { first: 2, after: $after }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            node {\n              readAt\n              article {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ReadingHistoryDocument,
    "\n  query ReadingLikes {\n    viewer {\n      activity {\n        appreciationsSentTotal\n        appreciationsReceivedTotal\n        appreciationsSent(input: { first: 10 }) {\n          totalCount\n          edges {\n            node {\n              amount\n              purpose\n              createdAt\n              sender {\n                id\n              }\n              recipient {\n                id\n              }\n              target {\n                id\n              }\n            }\n          }\n        }\n        appreciationsReceived(input: { first: 10 }) {\n          totalCount\n          edges {\n            node {\n              amount\n              sender {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ReadingLikesDocument,
    "\n  query ReadingComments {\n    viewer {\n      activity {\n        comments(input: { first: 10 }) {\n          totalCount\n          edges {\n            node {\n              id\n              content\n              parentComment {\n                id\n              }\n              node {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ReadingCommentsDocument,
    "\n  query ReadingAnalytics($days: Int!) {\n    viewer {\n      analytics {\n        summary(input: { days: $days }) {\n          start\n          reads\n          readers\n          newFollowers\n          followers\n          income {\n            currency\n            amount\n            count\n          }\n          days {\n            date\n            reads\n            readers\n            newFollowers\n            income {\n              currency\n              amount\n            }\n          }\n          topWorks {\n            reads\n            readers\n            article {\n              id\n            }\n          }\n        }\n        topDonators(input: { first: 10 }) {\n          totalCount\n          edges {\n            donationCount\n            node {\n              __typename\n              ... on User {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ReadingAnalyticsDocument,
    "\n  query ReadingDonatorsInRange($start: DateTime, $end: DateTime) {\n    viewer {\n      analytics {\n        topDonators(input: { first: 10, filter: { inRangeStart: $start, inRangeEnd: $end } }) {\n          totalCount\n          edges {\n            donationCount\n          }\n        }\n      }\n    }\n  }\n": typeof types.ReadingDonatorsInRangeDocument,
    "\n  query ReadingOthers($userName: String!) {\n    user(input: { userName: $userName }) {\n      activity {\n        history(input: { first: 1 }) {\n          totalCount\n        }\n      }\n    }\n  }\n": typeof types.ReadingOthersDocument,
    "\n  query ReadingOthersAnalytics($userName: String!) {\n    user(input: { userName: $userName }) {\n      analytics {\n        summary(input: { days: 7 }) {\n          reads\n        }\n      }\n    }\n  }\n": typeof types.ReadingOthersAnalyticsDocument,
    "\n  mutation ReportsSubmit($targetId: ID!, $reason: ReportReason!) {\n    submitReport(input: { targetId: $targetId, reason: $reason }) {\n      id\n      reason\n      source\n      createdAt\n      reporter {\n        id\n      }\n      target {\n        __typename\n        id\n      }\n    }\n  }\n": typeof types.ReportsSubmitDocument,
    "\n  query ReportsNode($id: ID!) {\n    node(input: { id: $id }) {\n      __typename\n      id\n    }\n  }\n": typeof types.ReportsNodeDocument,
    "\n  query Responses($shortHash: String!, $input: ResponsesInput!) {\n    article(input: { shortHash: $shortHash }) {\n      responseCount\n      responses(input: $input) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            __typename\n            ... on Article {\n              id\n            }\n            ... on Comment {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ResponsesDocument,
    "\n  query ResponseCounts($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 10 }) {\n        edges {\n          node {\n            id\n            responseCount\n          }\n        }\n      }\n    }\n  }\n": typeof types.ResponseCountsDocument,
    "\n  query SearchAuthorTags($key: String!, $includeAuthorTags: Boolean) {\n    search(input: { key: $key, type: Tag, includeAuthorTags: $includeAuthorTags }) {\n      totalCount\n      edges {\n        node {\n          ... on Tag {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.SearchAuthorTagsDocument,
    "\n  query RankedSearch($input: SearchInput!) {\n    search(input: $input) {\n      totalCount\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": typeof types.RankedSearchDocument,
    "\n  query Search($input: SearchInput!) {\n    search(input: $input) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          ... on Article {\n            title\n          }\n          ... on User {\n            userName\n            displayName\n          }\n          ... on Tag {\n            content\n          }\n        }\n      }\n    }\n  }\n": typeof types.SearchDocument,
    "\n    query SearchRecent {\n      viewer {\n        activity {\n          recentSearches(input: { first: 10 }) {\n            totalCount\n            edges {\n              node\n            }\n          }\n        }\n      }\n    }\n  ": typeof types.SearchRecentDocument,
    "\n        query SearchRecentFifty {\n          viewer {\n            activity {\n              recentSearches(input: { first: 50 }) {\n                totalCount\n                edges {\n                  node\n                }\n              }\n            }\n          }\n        }\n      ": typeof types.SearchRecentFiftyDocument,
    "\n  mutation SettingsSetEmail($email: String!) {\n    setEmail(input: { email: $email }) {\n      id\n      info {\n        email\n      }\n      status {\n        changeEmailTimesLeft\n      }\n    }\n  }\n": typeof types.SettingsSetEmailDocument,
    "\n  mutation SettingsVerifyEmail($email: String!, $code: String!) {\n    verifyEmail(input: { email: $email, code: $code }) {\n      auth\n      user {\n        id\n        info {\n          email\n          emailVerified\n        }\n        status {\n          changeEmailTimesLeft\n        }\n      }\n    }\n  }\n": typeof types.SettingsVerifyEmailDocument,
    "\n  query SettingsAccount {\n    viewer {\n      id\n      info {\n        email\n        userNameEditable\n      }\n      settings {\n        language\n        currency\n      }\n      status {\n        changeEmailTimesLeft\n        hasEmailLoginPassword\n      }\n    }\n  }\n": typeof types.SettingsAccountDocument,
    "\n  query SettingsSessions {\n    viewer {\n      id\n      sessions {\n        id\n        userAgent\n        createdAt\n        lastSeenAt\n        current\n      }\n    }\n  }\n": typeof types.SettingsSessionsDocument,
    "\n  mutation SettingsRevokeSession($id: ID!) {\n    revokeSession(input: { id: $id })\n  }\n": typeof types.SettingsRevokeSessionDocument,
    "\n  mutation SocialStart($input: GenerateSocialLoginUrlInput!) {\n    generateSocialLoginUrl(input: $input)\n  }\n": typeof types.SocialStartDocument,
    "\n  mutation SocialLogin($input: SocialLoginInput!) {\n    socialLogin(input: $input) {\n      auth\n      type\n      user {\n        id\n        userName\n        settings {\n          language\n        }\n        info {\n          email\n          emailVerified\n          socialAccounts {\n            type\n            userName\n            email\n          }\n        }\n      }\n    }\n  }\n": typeof types.SocialLoginDocument,
    "\n  mutation SocialAdd($input: SocialLoginInput!) {\n    addSocialLogin(input: $input) {\n      id\n      info {\n        socialAccounts {\n          type\n          email\n        }\n      }\n    }\n  }\n": typeof types.SocialAddDocument,
    "\n  mutation SocialRemove($input: RemoveSocialLoginInput!) {\n    removeSocialLogin(input: $input) {\n      id\n      info {\n        socialAccounts {\n          type\n        }\n      }\n    }\n  }\n": typeof types.SocialRemoveDocument,
    "\n  query SocialAccountsOf($userName: String!) {\n    user(input: { userName: $userName }) {\n      info {\n        socialAccounts {\n          type\n        }\n      }\n    }\n  }\n": typeof types.SocialAccountsOfDocument,
    "\n  mutation LikerStart {\n    generateLikerIdUrl\n  }\n": typeof types.LikerStartDocument,
    "\n  mutation LikerLink($input: LinkLikerIdInput!) {\n    linkLikerId(input: $input) {\n      id\n      likerId\n      liker {\n        likerId\n        civicLiker\n      }\n    }\n  }\n": typeof types.LikerLinkDocument,
    "\n  mutation SocialFollow($id: ID!, $enabled: Boolean) {\n    toggleFollowUser(input: { id: $id, enabled: $enabled }) {\n      id\n      isFollowee\n      isFollower\n      followers(input: { first: 0 }) {\n        totalCount\n      }\n    }\n  }\n": typeof types.SocialFollowDocument,
    "\n  mutation SocialBlock($id: ID!, $enabled: Boolean) {\n    toggleBlockUser(input: { id: $id, enabled: $enabled }) {\n      id\n      isBlocking\n      isBlocked\n      isFollowee\n    }\n  }\n": typeof types.SocialBlockDocument,
    "\n  query SocialPerson($userName: String!, $first: Int, $after: String) {\n    user(input: { userName: $userName }) {\n      id\n      isFollower\n      isFollowee\n      isBlocking\n      isBlocked\n      followers(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          endCursor\n          hasNextPage\n          hasPreviousPage\n        }\n        edges {\n          cursor\n          node {\n            id\n            userName\n          }\n        }\n      }\n      following {\n        circles(input: { first: 5 }) {\n          totalCount\n          edges {\n            node {\n              id\n            }\n          }\n        }\n        users(input: { first: $first, after: $after }) {\n          totalCount\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.SocialPersonDocument,
    "\n  query SocialBlockList($first: Int, $after: String) {\n    viewer {\n      id\n      blockList(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n        edges {\n          node {\n            id\n            isBlocking\n          }\n        }\n      }\n    }\n  }\n": typeof types.SocialBlockListDocument,
    "\n  query SocialOthersBlockList($userName: String!) {\n    user(input: { userName: $userName }) {\n      blockList(input: { first: 5 }) {\n        totalCount\n      }\n    }\n  }\n": typeof types.SocialOthersBlockListDocument,
    "\n  query SocialFollowFeed {\n    viewer {\n      recommendation {\n        following(input: { first: 50 }) {\n          edges {\n            node {\n              __typename\n              ... on UserAddArticleTagActivity {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.SocialFollowFeedDocument,
    "\n  mutation SocialBookmarkTag($id: ID!) {\n    toggleBookmarkTag(input: { id: $id, enabled: true }) {\n      id\n    }\n  }\n": typeof types.SocialBookmarkTagDocument,
    "\n  query TagRecommended($id: ID!, $first: Int, $after: String) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        recommended(input: { first: $first, after: $after }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.TagRecommendedDocument,
    "\n  query TagsArticles($id: ID!, $sortBy: TagArticlesSortBy, $first: Int, $after: String) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        articles(input: { sortBy: $sortBy, first: $first, after: $after }) {\n          totalCount\n          edges {\n            cursor\n            pinned\n            node {\n              id\n              title\n            }\n          }\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n        }\n      }\n    }\n  }\n": typeof types.TagsArticlesDocument,
    "\n        query TagsArticlesByDefault($id: ID!) {\n          node(input: { id: $id }) {\n            ... on Tag {\n              articles(input: {}) {\n                totalCount\n                edges {\n                  node {\n                    id\n                    title\n                  }\n                }\n              }\n            }\n          }\n        }\n      ": typeof types.TagsArticlesByDefaultDocument,
    "\n      query TagsRecommendedAuthors($id: ID!, $after: String) {\n        node(input: { id: $id }) {\n          ... on Tag {\n            recommendedAuthors(input: { first: 1, after: $after }) {\n              totalCount\n              edges {\n                node {\n                  id\n                }\n              }\n              pageInfo {\n                endCursor\n                hasNextPage\n              }\n            }\n          }\n        }\n      }\n    ": typeof types.TagsRecommendedAuthorsDocument,
    "\n    query TagsRecommended($after: String, $first: Int) {\n      viewer {\n        recommendation {\n          tags(input: { first: $first, after: $after }) {\n            totalCount\n            edges {\n              node {\n                id\n                content\n                numArticles\n              }\n            }\n            pageInfo {\n              endCursor\n              hasNextPage\n            }\n          }\n        }\n      }\n    }\n  ": typeof types.TagsRecommendedDocument,
    "\n  mutation FeedbackSubmit($input: SubmitTopicChannelFeedbackInput!) {\n    submitTopicChannelFeedback(input: $input) {\n      id\n      type\n      state\n      channels {\n        id\n      }\n      article {\n        id\n      }\n    }\n  }\n": typeof types.FeedbackSubmitDocument,
    "\n  mutation FeedbackReview($input: ReviewTopicChannelFeedbackInput!) {\n    reviewTopicChannelFeedback(input: $input) {\n      id\n      state\n    }\n  }\n": typeof types.FeedbackReviewDocument,
    "\n  query FeedbackClassification($id: ID!) {\n    article: node(input: { id: $id }) {\n      ... on Article {\n        classification {\n          topicChannel {\n            enabled\n            channels {\n              enabled\n              channel {\n                id\n              }\n            }\n            feedback {\n              id\n              type\n              state\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.FeedbackClassificationDocument,
    "\n  query FeedbackQueue($input: TopicChannelFeedbacksInput!) {\n    oss {\n      topicChannelFeedbacks(input: $input) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            type\n            state\n            article {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.FeedbackQueueDocument,
    "\n  mutation FeedbackPutTagChannel($input: PutTagChannelInput!) {\n    putTagChannel(input: $input) {\n      id\n      channelEnabled\n      en: navbarTitle(input: { language: en })\n      zh: navbarTitle(input: { language: zh_hant })\n    }\n  }\n": typeof types.FeedbackPutTagChannelDocument,
    "\n  mutation FeedbackClassify($ids: [ID!]!) {\n    classifyArticlesChannels(input: { ids: $ids })\n  }\n": typeof types.FeedbackClassifyDocument,
    "\n  mutation TopUpExpiryAdd($amount: Float!) {\n    addCredit(input: { amount: $amount }) {\n      client_secret\n      transaction {\n        id\n      }\n    }\n  }\n": typeof types.TopUpExpiryAddDocument,
    "\n  query TopUpExpiryList {\n    viewer {\n      wallet {\n        transactions(input: { first: 20 }) {\n          edges {\n            node {\n              id\n              state\n              purpose\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.TopUpExpiryListDocument,
    "\n  query Translation($shortHash: String!, $input: ArticleTranslationInput) {\n    article(input: { shortHash: $shortHash }) {\n      language\n      availableTranslations\n      translation(input: $input) {\n        title\n        summary\n        content\n        language\n        model\n      }\n    }\n  }\n": typeof types.TranslationDocument,
    "\n  query VersionTranslation($id: ID!, $input: ArticleTranslationInput) {\n    node(input: { id: $id }) {\n      ... on ArticleVersion {\n        title\n        translation(input: $input) {\n          title\n          content\n          language\n          model\n        }\n      }\n    }\n  }\n": typeof types.VersionTranslationDocument,
    "\n  query ShortTexts($shortHash: String!, $language: UserLanguage!) {\n    moment(input: { shortHash: $shortHash }) {\n      content\n      translation(input: { language: $language }) {\n        content\n        language\n        model\n      }\n      comments(input: { first: 10, sort: oldest }) {\n        edges {\n          node {\n            state\n            content\n            translation(input: { language: $language }) {\n              content\n              language\n              model\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ShortTextsDocument,
    "\n  query UploadClientDraftTitles {\n    viewer {\n      drafts(input: { first: 5 }) {\n        edges {\n          node {\n            title\n          }\n        }\n      }\n    }\n  }\n": typeof types.UploadClientDraftTitlesDocument,
    "\n  mutation UsdtPay($input: PayToInput!) {\n    payTo(input: $input) {\n      transaction {\n        id\n        state\n        purpose\n        amount\n        currency\n        sender {\n          id\n        }\n        recipient {\n          id\n        }\n        blockchainTx {\n          chain\n          txHash\n        }\n      }\n    }\n  }\n": typeof types.UsdtPayDocument,
    "\n  mutation UsdtWithdraw {\n    withdrawLockedTokens {\n      transaction {\n        id\n        state\n        purpose\n        amount\n        currency\n        recipient {\n          id\n        }\n        blockchainTx {\n          chain\n          txHash\n        }\n      }\n    }\n  }\n": typeof types.UsdtWithdrawDocument,
    "\n  query UsdtVault {\n    viewer {\n      wallet {\n        vaultUSDT\n      }\n    }\n  }\n": typeof types.UsdtVaultDocument,
    "\n  query SortedArticles($userName: String!, $sort: UserArticlesSort, $first: Int, $after: String) {\n    user(input: { userName: $userName }) {\n      articles(input: { sort: $sort, first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.SortedArticlesDocument,
    "\n  query OwnFigures($userName: String!) {\n    user(input: { userName: $userName }) {\n      status {\n        commentCount\n        totalWordCount\n        totalReferredCount\n      }\n      liker {\n        total\n      }\n      info {\n        ipnsKey\n        socialAccounts {\n          type\n        }\n        featuredTags {\n          id\n        }\n      }\n    }\n  }\n": typeof types.OwnFiguresDocument,
    "\n  query OtherStatus($userName: String!) {\n    user(input: { userName: $userName }) {\n      status {\n        articleCount\n        commentCount\n      }\n    }\n  }\n": typeof types.OtherStatusDocument,
    "\n  query PublicInfo($userName: String!) {\n    user(input: { userName: $userName }) {\n      liker {\n        civicLiker\n      }\n      info {\n        ipnsKey\n        featuredTags {\n          id\n        }\n      }\n    }\n  }\n": typeof types.PublicInfoDocument,
    "\n  query VisitorFigures {\n    viewer {\n      status {\n        commentCount\n      }\n      liker {\n        total\n      }\n      info {\n        socialAccounts {\n          type\n        }\n      }\n    }\n  }\n": typeof types.VisitorFiguresDocument,
    "\n  query UserFeatures($userName: String!) {\n    user(input: { userName: $userName }) {\n      features {\n        fediverseBeta\n        communityWatch\n      }\n      isMomentFeedApplied\n    }\n  }\n": typeof types.UserFeaturesDocument,
    "\n  query StageDescriptions($id: ID!) {\n    node(input: { id: $id }) {\n      ... on WritingChallenge {\n        stages {\n          name(input: { language: en })\n          description(input: { language: en })\n        }\n      }\n    }\n  }\n": typeof types.StageDescriptionsDocument,
    "\n  query LatestWorks($userName: String!) {\n    user(input: { userName: $userName }) {\n      latestWorks {\n        __typename\n        id\n      }\n    }\n  }\n": typeof types.LatestWorksDocument,
    "\n  query OwnLists($userName: String!, $first: Int, $after: String) {\n    user(input: { userName: $userName }) {\n      tags(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n          }\n        }\n      }\n      commentedArticles(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.OwnListsDocument,
    "\n  query OwnTags($userName: String!) {\n    user(input: { userName: $userName }) {\n      tags(input: { first: 5 }) {\n        totalCount\n      }\n    }\n  }\n": typeof types.OwnTagsDocument,
    "\n  mutation UserStatesSet($input: UpdateUserStateInput!) {\n    updateUserState(input: $input) {\n      id\n      status {\n        state\n      }\n      oss {\n        banEndsAt\n      }\n    }\n  }\n": typeof types.UserStatesSetDocument,
    "\n  mutation UserStatesRole($input: UpdateUserRoleInput!) {\n    updateUserRole(input: $input) {\n      id\n      status {\n        role\n      }\n    }\n  }\n": typeof types.UserStatesRoleDocument,
    "\n  query UserStatesAudit($input: AuditLogInput!) {\n    oss {\n      auditLog(input: $input) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            action\n            actor {\n              id\n            }\n            target {\n              id\n              ... on User {\n                userName\n              }\n            }\n            targetId\n            before\n            after\n          }\n        }\n      }\n    }\n  }\n": typeof types.UserStatesAuditDocument,
    "\n  query UserStatesFind($input: FindUsersInput!) {\n    oss {\n      findUsers(input: $input) {\n        totalCount\n        edges {\n          node {\n            id\n            userName\n          }\n        }\n      }\n    }\n  }\n": typeof types.UserStatesFindDocument,
    "\n  mutation UserStatesDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": typeof types.UserStatesDraftDocument,
    "\n  mutation WalletLoginGenerate($input: GenerateSigningMessageInput!) {\n    generateSigningMessage(input: $input) {\n      nonce\n      purpose\n      signingMessage\n      createdAt\n      expiredAt\n    }\n  }\n": typeof types.WalletLoginGenerateDocument,
    "\n  mutation WalletLoginLogin($input: WalletLoginInput!) {\n    walletLogin(input: $input) {\n      auth\n      type\n      token\n      user {\n        id\n        userName\n        settings {\n          language\n        }\n        info {\n          ethAddress\n          isWalletAuth\n          cryptoWallet {\n            id\n            address\n            hasNFTs\n            nfts {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.WalletLoginLoginDocument,
    "\n  mutation WalletLoginAdd($input: WalletLoginInput!) {\n    addWalletLogin(input: $input) {\n      id\n      info {\n        ethAddress\n        isWalletAuth\n        cryptoWallet {\n          address\n        }\n      }\n    }\n  }\n": typeof types.WalletLoginAddDocument,
    "\n  mutation WalletLoginRemove {\n    removeWalletLogin {\n      id\n      info {\n        ethAddress\n        cryptoWallet {\n          address\n        }\n      }\n    }\n  }\n": typeof types.WalletLoginRemoveDocument,
    "\n  query WalletLoginViewer {\n    viewer {\n      id\n      info {\n        email\n        ethAddress\n        isWalletAuth\n        cryptoWallet {\n          id\n          address\n          hasNFTs\n          nfts {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.WalletLoginViewerDocument,
    "\n  query WalletLoginByAddress($address: String!) {\n    user(input: { ethAddress: $address }) {\n      id\n      info {\n        ethAddress\n        cryptoWallet {\n          address\n        }\n      }\n    }\n  }\n": typeof types.WalletLoginByAddressDocument,
    "\n  query WalletOf($userName: String!, $input: TransactionsArgs!) {\n    user(input: { userName: $userName }) {\n      wallet {\n        balance {\n          HKD\n        }\n        stripeAccount {\n          id\n        }\n        customerPortal\n        cardLast4\n        transactions(input: $input) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            cursor\n            node {\n              id\n              state\n              purpose\n              amount\n              fee\n              currency\n              createdAt\n              message\n              sender {\n                userName\n              }\n              recipient {\n                userName\n              }\n              target {\n                __typename\n                ... on Article {\n                  shortHash\n                }\n                ... on Circle {\n                  name\n                }\n                ... on Transaction {\n                  id\n                }\n              }\n              blockchainTx {\n                chain\n                txHash\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.WalletOfDocument,
    "\n  query ViewerWallet {\n    viewer {\n      status {\n        hasPaymentPassword\n      }\n      wallet {\n        balance {\n          HKD\n        }\n      }\n    }\n  }\n": typeof types.ViewerWalletDocument,
    "\n  query Rates($input: ExchangeRatesInput) {\n    exchangeRates(input: $input) {\n      from\n      to\n      rate\n      updatedAt\n    }\n  }\n": typeof types.RatesDocument,
    "\n  mutation ChallengePut($input: PutWritingChallengeInput!) {\n    putWritingChallenge(input: $input) {\n      id\n      shortHash\n      state\n      channelEnabled\n      en: name(input: { language: en })\n      hant: name(input: { language: zh_hant })\n      hans: name(input: { language: zh_hans })\n      navbarTitle(input: { language: zh_hant })\n      description(input: { language: en })\n      featuredDescription(input: { language: zh_hans })\n      cover\n      link\n      applicationPeriod {\n        start\n        end\n      }\n      writingPeriod {\n        start\n        end\n      }\n      stages {\n        id\n        name(input: { language: en })\n        hant: name(input: { language: zh_hant })\n        period {\n          start\n          end\n        }\n      }\n      organizers {\n        userName\n      }\n      showOther\n      showAd\n      enableQuoteWall\n      oss {\n        exclusive\n        managers {\n          userName\n        }\n      }\n    }\n  }\n": typeof types.ChallengePutDocument,
    "\n  query ChallengeByHash($shortHash: String!) {\n    campaign(input: { shortHash: $shortHash }) {\n      id\n      state\n      ... on WritingChallenge {\n        stages {\n          id\n        }\n      }\n    }\n  }\n": typeof types.ChallengeByHashDocument,
    "\n  query ChallengeNode($id: ID!) {\n    node(input: { id: $id }) {\n      id\n    }\n  }\n": typeof types.ChallengeNodeDocument,
    "\n  query ChallengeChannel($shortHash: String!) {\n    channel(input: { shortHash: $shortHash }) {\n      id\n    }\n  }\n": typeof types.ChallengeChannelDocument,
    "\n  query ChallengeChannels {\n    channels {\n      id\n    }\n  }\n": typeof types.ChallengeChannelsDocument,
    "\n  query ChallengeIsManager($shortHash: String!) {\n    campaign(input: { shortHash: $shortHash }) {\n      ... on WritingChallenge {\n        isManager\n      }\n    }\n  }\n": typeof types.ChallengeIsManagerDocument,
    "\n  mutation ChallengeAnnouncements($input: PutWritingChallengeInput!) {\n    putWritingChallenge(input: $input) {\n      id\n      announcements {\n        id\n      }\n    }\n  }\n": typeof types.ChallengeAnnouncementsDocument,
    "\n  query ChallengeAnnouncementList($shortHash: String!) {\n    campaign(input: { shortHash: $shortHash }) {\n      ... on WritingChallenge {\n        announcements {\n          id\n        }\n      }\n    }\n  }\n": typeof types.ChallengeAnnouncementListDocument,
    "\n  query UserWritings($userName: String!, $first: Int, $after: String) {\n    user(input: { userName: $userName }) {\n      writings(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            __typename\n            ... on Article {\n              id\n            }\n            ... on Moment {\n              id\n            }\n            ... on Comment {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.UserWritingsDocument,
    "\n  query TagWritings($id: ID!, $first: Int, $after: String) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        writings(input: { first: $first, after: $after }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            pinned\n            node {\n              __typename\n              ... on Article {\n                id\n              }\n              ... on Moment {\n                id\n              }\n              ... on Comment {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.TagWritingsDocument,
};
const documents: Documents = {
    "\n  mutation AdminChannelsPutCuration($input: PutCurationChannelInput!) {\n    putCurationChannel(input: $input) {\n      id\n      shortHash\n      name\n      pinAmount\n      color\n      state\n      activePeriod {\n        start\n        end\n      }\n    }\n  }\n": types.AdminChannelsPutCurationDocument,
    "\n  mutation AdminChannelsPutTopic($input: PutTopicChannelInput!) {\n    putTopicChannel(input: $input) {\n      id\n      shortHash\n      enabled\n      zh: name(input: { language: zh_hant })\n      en: name(input: { language: en })\n    }\n  }\n": types.AdminChannelsPutTopicDocument,
    "\n  mutation AdminChannelsAdd($channel: ID!, $articles: [ID!]!) {\n    addCurationChannelArticles(input: { channel: $channel, articles: $articles }) {\n      id\n    }\n  }\n": types.AdminChannelsAddDocument,
    "\n  mutation AdminChannelsRemove($channel: ID!, $articles: [ID!]!) {\n    deleteCurationChannelArticles(input: { channel: $channel, articles: $articles }) {\n      id\n    }\n  }\n": types.AdminChannelsRemoveDocument,
    "\n  mutation AdminChannelsPin($channels: [ID!]!, $articles: [ID!]!, $pinned: Boolean!) {\n    togglePinChannelArticles(input: { channels: $channels, articles: $articles, pinned: $pinned }) {\n      id\n    }\n  }\n": types.AdminChannelsPinDocument,
    "\n  mutation AdminChannelsReorder($ids: [ID!]!) {\n    reorderChannels(input: { ids: $ids })\n  }\n": types.AdminChannelsReorderDocument,
    "\n  mutation AdminChannelsSetTopics($id: ID!, $channels: [ID!]!) {\n    setArticleTopicChannels(input: { id: $id, channels: $channels }) {\n      id\n    }\n  }\n": types.AdminChannelsSetTopicsDocument,
    "\n  query AdminChannelsPage($shortHash: String!) {\n    channel(input: { shortHash: $shortHash }) {\n      id\n      ... on CurationChannel {\n        articles(input: { first: 20 }) {\n          edges {\n            pinned\n            node {\n              id\n            }\n          }\n        }\n      }\n      ... on TopicChannel {\n        articles(input: { first: 20 }) {\n          edges {\n            pinned\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.AdminChannelsPageDocument,
    "\n  query AdminChannelsNav($oss: Boolean) {\n    channels(input: { oss: $oss }) {\n      id\n    }\n  }\n": types.AdminChannelsNavDocument,
    "\n  query AdminChannelsAudit($id: ID!) {\n    oss {\n      auditLog(input: { first: 20, targetId: $id }) {\n        totalCount\n        edges {\n          node {\n            action\n            targetId\n          }\n        }\n      }\n    }\n  }\n": types.AdminChannelsAuditDocument,
    "\n  query AdminChannelsLatest($after: String, $exclude: Boolean) {\n    viewer {\n      recommendation {\n        newest(input: { first: 1, after: $after, excludeChannelArticles: $exclude }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.AdminChannelsLatestDocument,
    "\n  mutation AdminChannelsPutTopicFields($input: PutTopicChannelInput!) {\n    putTopicChannel(input: $input) {\n      id\n      shortHash\n      providerId\n      navbarTitle(input: { language: zh_hant })\n      parent {\n        id\n      }\n    }\n  }\n": types.AdminChannelsPutTopicFieldsDocument,
    "\n  query AdminChannelsReadTopic($shortHash: String!) {\n    channel(input: { shortHash: $shortHash }) {\n      ... on TopicChannel {\n        providerId\n        navbarTitle\n        parent {\n          shortHash\n        }\n      }\n      ... on CurationChannel {\n        showRecommendation\n        navbarTitle\n      }\n    }\n  }\n": types.AdminChannelsReadTopicDocument,
    "\n  mutation CurationPutTopic($input: PutIcymiTopicInput!) {\n    putIcymiTopic(input: $input) {\n      id\n      title(input: { language: en })\n      note(input: { language: zh_hant })\n      pinAmount\n      state\n      publishedAt\n      archivedAt\n      articles {\n        id\n      }\n    }\n  }\n": types.CurationPutTopicDocument,
    "\n  query CurationHomeTopic($language: UserLanguage!) {\n    viewer {\n      recommendation {\n        icymiTopic {\n          id\n          title(input: { language: $language })\n          note(input: { language: $language })\n          articles {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.CurationHomeTopicDocument,
    "\n  query CurationTopics {\n    oss {\n      icymiTopics(input: { first: 50 }) {\n        totalCount\n        edges {\n          node {\n            id\n            state\n          }\n        }\n      }\n    }\n  }\n": types.CurationTopicsDocument,
    "\n  mutation CurationPutAnnouncement($input: PutAnnouncementInput!) {\n    putAnnouncement(input: $input) {\n      id\n      type\n      visible\n      order\n      cover\n      expiredAt\n      title(input: { language: en })\n      zhTitle: title(input: { language: zh_hant })\n      link(input: { language: en })\n      channels {\n        order\n        visible\n      }\n    }\n  }\n": types.CurationPutAnnouncementDocument,
    "\n  mutation CurationDeleteAnnouncements($ids: [ID!]) {\n    deleteAnnouncements(input: { ids: $ids })\n  }\n": types.CurationDeleteAnnouncementsDocument,
    "\n  query CurationAnnouncements($language: UserLanguage!) {\n    official {\n      announcements(input: { visible: true }) {\n        id\n        title(input: { language: $language })\n        content(input: { language: $language })\n        link(input: { language: $language })\n      }\n    }\n  }\n": types.CurationAnnouncementsDocument,
    "\n  query CurationAuditLog($targetId: ID!) {\n    oss {\n      auditLog(input: { targetId: $targetId, first: 10 }) {\n        edges {\n          node {\n            action\n            targetId\n            target {\n              __typename\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CurationAuditLogDocument,
    "\n  mutation AdminFlagsSet($input: SetFeatureInput!) {\n    setFeature(input: $input) {\n      name\n      enabled\n      flag\n      value\n    }\n  }\n": types.AdminFlagsSetDocument,
    "\n  query AdminFlagsFeatures {\n    official {\n      features {\n        name\n        enabled\n      }\n    }\n  }\n": types.AdminFlagsFeaturesDocument,
    "\n  query AdminFlagsFeatureFlags {\n    official {\n      features {\n        name\n        flag\n      }\n    }\n  }\n": types.AdminFlagsFeatureFlagsDocument,
    "\n  mutation AdminFlagsSeeding($input: ToggleSeedingUsersInput!) {\n    toggleSeedingUsers(input: $input) {\n      id\n    }\n  }\n": types.AdminFlagsSeedingDocument,
    "\n  query AdminFlagsSeedingUsers {\n    oss {\n      seedingUsers(input: { first: 50 }) {\n        totalCount\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.AdminFlagsSeedingUsersDocument,
    "\n  mutation AdminFlagsRestrict($input: PutRestrictedUsersInput!) {\n    putRestrictedUsers(input: $input) {\n      id\n      oss {\n        restrictions {\n          type\n          createdAt\n        }\n      }\n    }\n  }\n": types.AdminFlagsRestrictDocument,
    "\n  query AdminFlagsRestrictedUsers {\n    oss {\n      restrictedUsers(input: { first: 50 }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.AdminFlagsRestrictedUsersDocument,
    "\n  mutation AdminFlagsPutFlags($input: PutUserFeatureFlagsInput!) {\n    putUserFeatureFlags(input: $input) {\n      id\n      oss {\n        featureFlags {\n          type\n        }\n      }\n    }\n  }\n": types.AdminFlagsPutFlagsDocument,
    "\n  query AdminFlagsLists {\n    viewer {\n      recommendation {\n        newest(input: { first: 5 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n        hottest(input: { first: 5 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.AdminFlagsListsDocument,
    "\n  query AdminTagsSearch($key: String!) {\n    search(input: { key: $key, type: Tag, first: 10 }) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": types.AdminTagsSearchDocument,
    "\n  query AdminTagsLog($targetId: ID!) {\n    oss {\n      auditLog(input: { targetId: $targetId, first: 5 }) {\n        edges {\n          node {\n            action\n            target {\n              __typename\n              ... on Tag {\n                content\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.AdminTagsLogDocument,
    "\n  query AdminTagsList {\n    viewer {\n      recommendation {\n        tags(input: { first: 50 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.AdminTagsListDocument,
    "\n  query AnnouncementPlacements($channel: IdentityInput) {\n    official {\n      announcements(input: { channel: $channel }) {\n        title\n        translations {\n          language\n          title\n          cover\n          content\n          link\n        }\n        channels {\n          order\n          visible\n          channel {\n            __typename\n            id\n            shortHash\n          }\n        }\n      }\n    }\n  }\n": types.AnnouncementPlacementsDocument,
    "\n  query Announcements($id: ID, $visible: Boolean, $language: UserLanguage!) {\n    official {\n      announcements(input: { id: $id, visible: $visible }) {\n        id\n        title\n        translatedTitle: title(input: { language: $language })\n        content(input: { language: $language })\n        link(input: { language: $language })\n        type\n        visible\n        order\n        expiredAt\n      }\n    }\n  }\n": types.AnnouncementsDocument,
    "\n  mutation AppreciationGive($id: ID!, $amount: Int!, $superLike: Boolean) {\n    appreciateArticle(input: { id: $id, amount: $amount, superLike: $superLike }) {\n      id\n      appreciationsReceivedTotal\n      appreciateLimit\n      appreciateLeft\n      hasAppreciate\n      canSuperLike\n    }\n  }\n": types.AppreciationGiveDocument,
    "\n  query AppreciationArticle($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      appreciationsReceivedTotal\n      appreciateLimit\n      appreciateLeft\n      hasAppreciate\n      canSuperLike\n      appreciationsReceived(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            amount\n            purpose\n            sender {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.AppreciationArticleDocument,
    "\n  mutation AppreciationBlock($id: ID!) {\n    toggleBlockUser(input: { id: $id, enabled: true }) {\n      id\n    }\n  }\n": types.AppreciationBlockDocument,
    "\n  mutation BodiesPut($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": types.BodiesPutDocument,
    "\n  mutation BodiesPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      id\n      publishState\n      article {\n        id\n        shortHash\n        dataHash\n        content\n      }\n    }\n  }\n": types.BodiesPublishDocument,
    "\n  mutation BodiesEdit($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n      title\n      dataHash\n      content\n    }\n  }\n": types.BodiesEditDocument,
    "\n  query BodiesRead($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      dataHash\n      content\n      contents {\n        html\n      }\n      versions(input: { first: 10 }) {\n        edges {\n          node {\n            mediaHash\n            contents {\n              html\n            }\n          }\n        }\n      }\n    }\n  }\n": types.BodiesReadDocument,
    "\n  query BodiesTranslate($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      translation(input: { language: zh_hant }) {\n        title\n        content\n        model\n      }\n    }\n  }\n": types.BodiesTranslateDocument,
    "\n  mutation EditPut($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": types.EditPutDocument,
    "\n  mutation EditPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      article {\n        id\n        shortHash\n        content\n      }\n    }\n  }\n": types.EditPublishDocument,
    "\n  mutation EditRun($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n      state\n      pinned\n      title\n      summary\n      summaryCustomized\n      content\n      revisionCount\n      revisedAt\n      canComment\n      license\n      tags {\n        id\n        content\n        numArticles\n      }\n      versions(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            title\n            description\n            contents {\n              html\n            }\n          }\n        }\n      }\n    }\n  }\n": types.EditRunDocument,
    "\n  query EditRead($shortHash: String!, $userName: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      state\n    }\n    viewer {\n      recommendation {\n        newest(input: { first: 5 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n    user(input: { userName: $userName }) {\n      pinnedWorks {\n        id\n      }\n    }\n  }\n": types.EditReadDocument,
    "\n  mutation FieldsPut($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n      indentFirstLine\n    }\n  }\n": types.FieldsPutDocument,
    "\n  mutation FieldsPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      article {\n        id\n        shortHash\n      }\n    }\n  }\n": types.FieldsPublishDocument,
    "\n  query FieldsRead($shortHash: String!, $after: String, $first: Int) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      indentFirstLine\n      noindex\n      iscnId\n      revisionCount\n      assets {\n        id\n        type\n        path\n      }\n      connectedBy(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n          }\n        }\n      }\n      connections(input: { first: 5 }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n      collection(input: { first: 5 }) {\n        totalCount\n        edges {\n          node {\n            id\n          }\n        }\n      }\n      versions(input: { first: 5 }) {\n        totalCount\n      }\n    }\n  }\n": types.FieldsReadDocument,
    "\n  mutation FieldsEdit($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n      indentFirstLine\n      revisionCount\n    }\n  }\n": types.FieldsEditDocument,
    "\n  query ArticleMarkdown($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      contents {\n        html\n        markdown\n      }\n      versions(input: { first: 1 }) {\n        edges {\n          node {\n            contents {\n              markdown\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ArticleMarkdownDocument,
    "\n  mutation ArticleModerationState($id: ID!, $state: ArticleState!) {\n    updateArticleState(input: { id: $id, state: $state }) {\n      id\n      state\n    }\n  }\n": types.ArticleModerationStateDocument,
    "\n  mutation ArticleModerationSensitive($id: ID!, $sensitive: Boolean!) {\n    updateArticleSensitive(input: { id: $id, sensitive: $sensitive }) {\n      id\n      sensitiveByAdmin\n    }\n  }\n": types.ArticleModerationSensitiveDocument,
    "\n  mutation ArticleModerationRecommend($id: ID!, $enabled: Boolean!, $type: RecommendTypes) {\n    toggleArticleRecommend(input: { id: $id, enabled: $enabled, type: $type }) {\n      id\n      oss {\n        inRecommendIcymi\n        inRecommendHottest\n        inRecommendNewest\n        inSearch\n      }\n    }\n  }\n": types.ArticleModerationRecommendDocument,
    "\n  mutation ArticleModerationBoost($id: ID!, $boost: Float!, $type: BoostTypes!) {\n    setBoost(input: { id: $id, boost: $boost, type: $type }) {\n      id\n      ... on Article {\n        oss {\n          boost\n          score\n        }\n      }\n    }\n  }\n": types.ArticleModerationBoostDocument,
    "\n  query ArticleModerationLists {\n    viewer {\n      recommendation {\n        newest(input: { first: 5 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n        hottest(input: { first: 5 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n        icymi(input: { first: 5 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ArticleModerationListsDocument,
    "\n  query ArticleModerationTag($id: ID!) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        articles(input: { first: 10 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ArticleModerationTagDocument,
    "\n  query ArticleModerationSearch($key: String!) {\n    search(input: { key: $key, type: Article, first: 10 }) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": types.ArticleModerationSearchDocument,
    "\n  query ArticleModerationPage($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      state\n      sensitiveByAdmin\n    }\n  }\n": types.ArticleModerationPageDocument,
    "\n  query ArticleModerationFind($key: String!) {\n    oss {\n      articles(input: { first: 10, filter: { searchKey: $key } }) {\n        totalCount\n        edges {\n          node {\n            id\n            state\n          }\n        }\n      }\n    }\n  }\n": types.ArticleModerationFindDocument,
    "\n  query ArticleModerationNotices {\n    viewer {\n      notices(input: { first: 5 }) {\n        edges {\n          node {\n            __typename\n            ... on OfficialAnnouncementNotice {\n              message\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ArticleModerationNoticesDocument,
    "\n  mutation ArticleModerationFreeze($id: ID!, $state: UserState!) {\n    updateUserState(input: { id: $id, state: $state }) {\n      id\n    }\n  }\n": types.ArticleModerationFreezeDocument,
    "\n  query ArticleModerationComment($id: ID!) {\n    node(input: { id: $id }) {\n      ... on Comment {\n        state\n        content\n      }\n    }\n  }\n": types.ArticleModerationCommentDocument,
    "\n  mutation ArticleModerationJudgeSpam($id: ID!, $isSpam: Boolean!) {\n    setSpamStatus(input: { id: $id, isSpam: $isSpam }) {\n      __typename\n      ... on Article {\n        oss {\n          spamStatus {\n            isSpam\n          }\n        }\n      }\n      ... on Moment {\n        spamStatus {\n          isSpam\n        }\n      }\n    }\n  }\n": types.ArticleModerationJudgeSpamDocument,
    "\n  mutation ArticleModerationJudgeAd($id: ID!, $isAd: Boolean!) {\n    setAdStatus(input: { id: $id, isAd: $isAd }) {\n      oss {\n        adStatus {\n          isAd\n        }\n      }\n    }\n  }\n": types.ArticleModerationJudgeAdDocument,
    "\n  mutation ArticleModerationJudgeWritingAd($id: ID!, $isAd: Boolean!) {\n    setWritingAdStatus(input: { id: $id, isAd: $isAd }) {\n      __typename\n    }\n  }\n": types.ArticleModerationJudgeWritingAdDocument,
    "\n  query ArticleModerationSpamFound($isSpam: Boolean!) {\n    oss {\n      articles(input: { first: 50, filter: { isSpam: $isSpam } }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.ArticleModerationSpamFoundDocument,
    "\n  query ArticleModerationHotMoments {\n    viewer {\n      recommendation {\n        hottestMoments(input: { first: 5 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ArticleModerationHotMomentsDocument,
    "\n  query ArticleVersions($shortHash: String!, $first: Int, $after: String) {\n    article(input: { shortHash: $shortHash }) {\n      versions(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            id\n            title\n            summary\n            dataHash\n            mediaHash\n            description\n            createdAt\n            contents {\n              html\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ArticleVersionsDocument,
    "\n  mutation BadgesToggle($input: ToggleUsersBadgeInput!) {\n    toggleUsersBadge(input: $input) {\n      id\n      info {\n        badges {\n          type\n        }\n      }\n    }\n  }\n": types.BadgesToggleDocument,
    "\n  query BadgesBadgedUsers($input: BadgedUsersInput!) {\n    oss {\n      badgedUsers(input: $input) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.BadgesBadgedUsersDocument,
    "\n  query BadgesProfile($userName: String!) {\n    user(input: { userName: $userName }) {\n      info {\n        badges {\n          type\n        }\n      }\n    }\n  }\n": types.BadgesProfileDocument,
    "\n  query BadgesNotices {\n    viewer {\n      notices(input: { first: 20 }) {\n        edges {\n          node {\n            __typename\n            ... on OfficialAnnouncementNotice {\n              message\n              link\n            }\n          }\n        }\n      }\n    }\n  }\n": types.BadgesNoticesDocument,
    "\n  mutation BadgesPutDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": types.BadgesPutDraftDocument,
    "\n  mutation BadgesPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      publishState\n      article {\n        id\n      }\n    }\n  }\n": types.BadgesPublishDocument,
    "\n  mutation BadgesEditEntry($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n    }\n  }\n": types.BadgesEditEntryDocument,
    "\n  mutation BadgesPay($input: PayToInput!) {\n    payTo(input: $input) {\n      transaction {\n        state\n      }\n    }\n  }\n": types.BadgesPayDocument,
    "\n  mutation BookmarksArticle($id: ID!, $enabled: Boolean) {\n    toggleBookmarkArticle(input: { id: $id, enabled: $enabled }) {\n      id\n      bookmarked\n      subscribed\n      bookmarkCount\n    }\n  }\n": types.BookmarksArticleDocument,
    "\n  mutation BookmarksTag($id: ID!, $enabled: Boolean) {\n    toggleBookmarkTag(input: { id: $id, enabled: $enabled }) {\n      id\n      isFollower\n      numFollowers\n    }\n  }\n": types.BookmarksTagDocument,
    "\n  query BookmarksMine($first: Int, $after: String) {\n    viewer {\n      id\n      bookmarkedArticles(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n        edges {\n          node {\n            id\n            bookmarked\n          }\n        }\n      }\n      bookmarkedTags(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n        edges {\n          node {\n            id\n            isFollower\n          }\n        }\n      }\n    }\n  }\n": types.BookmarksMineDocument,
    "\n  query BookmarksSomeone($userName: String!) {\n    user(input: { userName: $userName }) {\n      bookmarkedArticles(input: { first: 5 }) {\n        totalCount\n      }\n    }\n  }\n": types.BookmarksSomeoneDocument,
    "\n  mutation CampaignApply($id: ID!) {\n    applyCampaign(input: { id: $id }) {\n      id\n      ... on WritingChallenge {\n        application {\n          state\n          createdAt\n        }\n      }\n    }\n  }\n": types.CampaignApplyDocument,
    "\n  mutation CampaignApplicationState($input: UpdateCampaignApplicationStateInput!) {\n    updateCampaignApplicationState(input: $input) {\n      id\n    }\n  }\n": types.CampaignApplicationStateDocument,
    "\n  query CampaignParticipants($shortHash: String!, $oss: Boolean) {\n    campaign(input: { shortHash: $shortHash }) {\n      ... on WritingChallenge {\n        application {\n          state\n        }\n        participants(input: { first: 20, oss: $oss }) {\n          totalCount\n          edges {\n            application {\n              state\n            }\n            node {\n              userName\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CampaignParticipantsDocument,
    "\n  mutation CurationFeature($input: ToggleWritingChallengeFeaturedArticlesInput!) {\n    toggleWritingChallengeFeaturedArticles(input: $input) {\n      id\n    }\n  }\n": types.CurationFeatureDocument,
    "\n  mutation CurationBan($input: BanCampaignArticlesInput!) {\n    banCampaignArticles(input: $input) {\n      id\n    }\n  }\n": types.CurationBanDocument,
    "\n  query CurationEntries($shortHash: String!, $stage: ID) {\n    campaign(input: { shortHash: $shortHash }) {\n      ... on WritingChallenge {\n        all: articles(input: { first: 20 }) {\n          totalCount\n          edges {\n            featured\n            node {\n              id\n            }\n          }\n        }\n        featured: articles(input: { first: 20, filter: { featured: true } }) {\n          totalCount\n          edges {\n            node {\n              id\n            }\n          }\n        }\n        stage: articles(input: { first: 20, filter: { stage: $stage } }) {\n          totalCount\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CurationEntriesDocument,
    "\n  query CurationArticle($id: ID!) {\n    node(input: { id: $id }) {\n      ... on Article {\n        id\n        state\n      }\n    }\n  }\n": types.CurationArticleDocument,
    "\n  query CurationNotices {\n    viewer {\n      notices(input: { first: 20 }) {\n        edges {\n          node {\n            __typename\n            ... on CampaignArticleNotice {\n              type\n              actors {\n                id\n              }\n              target {\n                id\n                ... on WritingChallenge {\n                  shortHash\n                }\n              }\n              article {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CurationNoticesDocument,
    "\n  mutation CurationEdit($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n    }\n  }\n": types.CurationEditDocument,
    "\n  mutation CurationAnnounce($input: SendCampaignAnnouncementInput!) {\n    sendCampaignAnnouncement(input: $input)\n  }\n": types.CurationAnnounceDocument,
    "\n  query CurationOfficialNotices {\n    viewer {\n      notices(input: { first: 20 }) {\n        edges {\n          node {\n            __typename\n            ... on OfficialAnnouncementNotice {\n              message\n              link\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CurationOfficialNoticesDocument,
    "\n  mutation CampaignDiscussionPut($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n      type\n      content\n      node {\n        __typename\n        ... on WritingChallenge {\n          shortHash\n        }\n      }\n    }\n  }\n": types.CampaignDiscussionPutDocument,
    "\n  mutation CampaignDiscussionDelete($id: ID!) {\n    deleteComment(input: { id: $id }) {\n      state\n    }\n  }\n": types.CampaignDiscussionDeleteDocument,
    "\n  mutation CampaignDiscussionPin($id: ID!) {\n    togglePinComment(input: { id: $id, enabled: true }) {\n      pinned\n    }\n  }\n": types.CampaignDiscussionPinDocument,
    "\n  query CampaignDiscussionRead($shortHash: String!) {\n    campaign(input: { shortHash: $shortHash }) {\n      ... on WritingChallenge {\n        discussionCount\n        discussion(input: { first: 10, sort: oldest }) {\n          totalCount\n          edges {\n            node {\n              id\n              state\n              content\n              author {\n                userName\n              }\n              comments(input: { first: 10 }) {\n                totalCount\n                edges {\n                  node {\n                    content\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CampaignDiscussionReadDocument,
    "\n  query CampaignDiscussionNode($id: ID!) {\n    node(input: { id: $id }) {\n      __typename\n      ... on Comment {\n        content\n      }\n    }\n  }\n": types.CampaignDiscussionNodeDocument,
    "\n  mutation EntryPut($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n      campaigns {\n        campaign {\n          id\n        }\n        stage {\n          id\n        }\n      }\n    }\n  }\n": types.EntryPutDocument,
    "\n  mutation EntryPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      publishState\n      article {\n        id\n        campaigns {\n          campaign {\n            id\n          }\n          stage {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.EntryPublishDocument,
    "\n  mutation EntryEdit($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n      campaigns {\n        campaign {\n          id\n        }\n        stage {\n          id\n        }\n      }\n    }\n  }\n": types.EntryEditDocument,
    "\n  query EntryStageArticles($shortHash: String!, $stage: ID!) {\n    campaign(input: { shortHash: $shortHash }) {\n      ... on WritingChallenge {\n        articles(input: { first: 10, filter: { stage: $stage } }) {\n          totalCount\n        }\n      }\n    }\n  }\n": types.EntryStageArticlesDocument,
    "\n        query EntryDraftState($id: ID!) {\n          node(input: { id: $id }) {\n            ... on Draft {\n              publishState\n              article {\n                id\n              }\n            }\n          }\n        }\n      ": types.EntryDraftStateDocument,
    "\n  query EntryExclusiveFeeds {\n    viewer {\n      recommendation {\n        newest(input: { first: 10 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n        hottest(input: { first: 10 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.EntryExclusiveFeedsDocument,
    "\n  query EntryExclusiveTopic($hash: String!, $sort: ArticlesSort) {\n    channel(input: { shortHash: $hash }) {\n      ... on TopicChannel {\n        articles(input: { first: 10, sort: $sort }) {\n          totalCount\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.EntryExclusiveTopicDocument,
    "\n  query EntryExclusiveElsewhere($userName: String!, $shortHash: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 50 }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n    campaign(input: { shortHash: $shortHash }) {\n      ... on WritingChallenge {\n        articles(input: { first: 10 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.EntryExclusiveElsewhereDocument,
    "\n  query EntryUserCampaigns($userName: String!, $after: String) {\n    user(input: { userName: $userName }) {\n      campaigns(input: { first: 2, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            ... on WritingChallenge {\n              shortHash\n            }\n          }\n        }\n      }\n    }\n  }\n": types.EntryUserCampaignsDocument,
    "\n      mutation EntryExclusiveToggle($input: PutWritingChallengeInput!) {\n        putWritingChallenge(input: $input) {\n          id\n        }\n      }\n    ": types.EntryExclusiveToggleDocument,
    "\n  mutation RaceEdit($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n      title\n    }\n  }\n": types.RaceEditDocument,
    "\n  mutation RacePutDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": types.RacePutDraftDocument,
    "\n  mutation RacePublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      publishState\n    }\n  }\n": types.RacePublishDocument,
    "\n  mutation RaceApplicationState($input: UpdateCampaignApplicationStateInput!) {\n    updateCampaignApplicationState(input: $input) {\n      id\n    }\n  }\n": types.RaceApplicationStateDocument,
    "\n  mutation RaceChallengeState($input: PutWritingChallengeInput!) {\n    putWritingChallenge(input: $input) {\n      state\n    }\n  }\n": types.RaceChallengeStateDocument,
    "\n  mutation CampaignListsPut($input: PutWritingChallengeInput!) {\n    putWritingChallenge(input: $input) {\n      id\n    }\n  }\n": types.CampaignListsPutDocument,
    "\n  query CampaignListsPage($input: CampaignsInput!) {\n    campaigns(input: $input) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        node {\n          id\n          state\n        }\n      }\n    }\n  }\n": types.CampaignListsPageDocument,
    "\n  query CampaignListsOrganizers($after: String) {\n    campaignOrganizers(input: { first: 50, after: $after }) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        node {\n          userName\n        }\n      }\n    }\n  }\n": types.CampaignListsOrganizersDocument,
    "\n  query ChannelFeedsPinned($hash: String!, $after: String, $sort: ArticlesSort) {\n    channel(input: { shortHash: $hash }) {\n      ... on TopicChannel {\n        articles(input: { first: 2, after: $after, sort: $sort }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            pinned\n            node {\n              id\n            }\n          }\n        }\n      }\n      ... on CurationChannel {\n        articles(input: { first: 2, after: $after, sort: $sort }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            pinned\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ChannelFeedsPinnedDocument,
    "\n    query ChannelFeedsChallenge($hash: String!, $stage: ID, $featured: Boolean) {\n      channel(input: { shortHash: $hash }) {\n        ... on WritingChallenge {\n          announcements {\n            id\n          }\n          articles(input: { first: 10, filter: { stage: $stage, featured: $featured } }) {\n            totalCount\n            edges {\n              featured\n              announcement\n              node {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n  ": types.ChannelFeedsChallengeDocument,
    "\n  query CircleAnalyticsRead($name: String!) {\n    circle(input: { name: $name }) {\n      analytics {\n        income {\n          history {\n            value\n            date\n          }\n          total\n          thisMonth\n          nextMonth\n        }\n        subscriber {\n          subscriberHistory {\n            value\n          }\n          inviteeHistory {\n            value\n          }\n          currentSubscriber\n          currentInvitee\n        }\n        follower {\n          history {\n            value\n          }\n          current\n          followerPercentage\n        }\n        content {\n          public {\n            node {\n              title\n            }\n            readCount\n          }\n          paywall {\n            readCount\n          }\n        }\n      }\n    }\n  }\n": types.CircleAnalyticsReadDocument,
    "\n  query CircleArticleNotices {\n    viewer {\n      notices(input: { first: 20 }) {\n        edges {\n          node {\n            __typename\n            ... on ArticleNotice {\n              type\n              actors {\n                userName\n              }\n              target {\n                shortHash\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CircleArticleNoticesDocument,
    "\n  mutation CircleArticleNoticesDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": types.CircleArticleNoticesDraftDocument,
    "\n  mutation CircleArticleNoticesPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      article {\n        shortHash\n      }\n    }\n  }\n": types.CircleArticleNoticesPublishDocument,
    "\n  mutation CircleArticleNoticesPut($input: PutCircleArticlesInput!) {\n    putCircleArticles(input: $input) {\n      id\n    }\n  }\n": types.CircleArticleNoticesPutDocument,
    "\n  mutation CircleArticleNoticesEdit($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n    }\n  }\n": types.CircleArticleNoticesEditDocument,
    "\n  mutation CircleArticleNoticesSetting($type: NotificationSettingType!, $enabled: Boolean!) {\n    updateNotificationSetting(input: { type: $type, enabled: $enabled }) {\n      id\n    }\n  }\n": types.CircleArticleNoticesSettingDocument,
    "\n  mutation CircleDiscussionPut($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n      type\n      content\n      parentComment {\n        id\n      }\n      node {\n        __typename\n        ... on Circle {\n          name\n        }\n      }\n    }\n  }\n": types.CircleDiscussionPutDocument,
    "\n  mutation CircleDiscussionPin($id: ID!, $enabled: Boolean) {\n    togglePinComment(input: { id: $id, enabled: $enabled }) {\n      id\n      pinned\n    }\n  }\n": types.CircleDiscussionPinDocument,
    "\n  mutation CircleDiscussionDelete($id: ID!) {\n    deleteComment(input: { id: $id }) {\n      state\n    }\n  }\n": types.CircleDiscussionDeleteDocument,
    "\n  query CircleDiscussionRead($name: String!) {\n    circle(input: { name: $name }) {\n      discussionCount\n      discussionThreadCount\n      discussion(input: { first: 10, sort: oldest }) {\n        totalCount\n        edges {\n          node {\n            content\n            author {\n              userName\n            }\n            comments(input: { first: 10 }) {\n              totalCount\n              edges {\n                node {\n                  content\n                }\n              }\n            }\n          }\n        }\n      }\n      broadcast(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            content\n          }\n        }\n      }\n      pinnedBroadcast {\n        content\n      }\n    }\n  }\n": types.CircleDiscussionReadDocument,
    "\n  query CircleDiscussionNode($id: ID!) {\n    node(input: { id: $id }) {\n      __typename\n      ... on Comment {\n        content\n      }\n    }\n  }\n": types.CircleDiscussionNodeDocument,
    "\n  mutation CircleDiscussionPinOnly($id: ID!) {\n    pinComment(input: { id: $id }) {\n      id\n      pinned\n    }\n  }\n": types.CircleDiscussionPinOnlyDocument,
    "\n  mutation CircleDiscussionUnpinOnly($id: ID!) {\n    unpinComment(input: { id: $id }) {\n      id\n      pinned\n    }\n  }\n": types.CircleDiscussionUnpinOnlyDocument,
    "\n  query CircleInvitesRead($name: String!, $after: String) {\n    circle(input: { name: $name }) {\n      invites {\n        pending(input: { first: 2, after: $after }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            node {\n              state\n              freePeriod\n              invitee {\n                __typename\n                ... on User {\n                  userName\n                }\n                ... on Person {\n                  email\n                }\n              }\n            }\n          }\n        }\n        accepted(input: { first: 10 }) {\n          totalCount\n          edges {\n            node {\n              state\n              acceptedAt\n              invitee {\n                __typename\n                ... on User {\n                  userName\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CircleInvitesReadDocument,
    "\n  query CircleInvitedByRead($name: String!) {\n    circle(input: { name: $name }) {\n      isMember\n      invitedBy {\n        freePeriod\n        state\n        inviter {\n          userName\n        }\n      }\n    }\n  }\n": types.CircleInvitedByReadDocument,
    "\n  query CircleInvitationNotices {\n    viewer {\n      notices(input: { first: 5 }) {\n        edges {\n          node {\n            __typename\n            ... on CircleNotice {\n              type\n              target {\n                name\n              }\n              actors {\n                userName\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CircleInvitationNoticesDocument,
    "\n  query CircleNoticesRead {\n    viewer {\n      notices(input: { first: 20 }) {\n        edges {\n          node {\n            __typename\n            ... on CircleNotice {\n              type\n              actors {\n                userName\n              }\n              target {\n                name\n              }\n              comments {\n                content\n              }\n              replies {\n                content\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CircleNoticesReadDocument,
    "\n  mutation CircleNoticesSetting($type: NotificationSettingType!, $enabled: Boolean!) {\n    updateNotificationSetting(input: { type: $type, enabled: $enabled }) {\n      id\n    }\n  }\n": types.CircleNoticesSettingDocument,
    "\n  mutation CircleNoticesPut($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n    }\n  }\n": types.CircleNoticesPutDocument,
    "\n  mutation CircleNoticesSubscribe($input: SubscribeCircleInput!) {\n    subscribeCircle(input: $input) {\n      client_secret\n    }\n  }\n": types.CircleNoticesSubscribeDocument,
    "\n  mutation CircleNoticesUnsubscribe($id: ID!) {\n    unsubscribeCircle(input: { id: $id }) {\n      id\n    }\n  }\n": types.CircleNoticesUnsubscribeDocument,
    "\n  mutation CircleNoticesFollow($id: ID!) {\n    toggleFollowCircle(input: { id: $id, enabled: true }) {\n      id\n    }\n  }\n": types.CircleNoticesFollowDocument,
    "\n  mutation CircleNoticesInvite($input: InviteCircleInput!) {\n    invite(input: $input) {\n      id\n    }\n  }\n": types.CircleNoticesInviteDocument,
    "\n  query CircleMentionNoticesRead {\n    viewer {\n      notices(input: { first: 20 }) {\n        edges {\n          node {\n            __typename\n            ... on CircleNotice {\n              type\n              actors {\n                userName\n              }\n              comments {\n                content\n              }\n              replies {\n                content\n              }\n              mentions {\n                content\n              }\n            }\n            ... on CommentNotice {\n              commentNoticeType: type\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CircleMentionNoticesReadDocument,
    "\n  mutation CircleNoticesLike($id: ID!) {\n    voteComment(input: { id: $id, vote: up }) {\n      upvotes\n    }\n  }\n": types.CircleNoticesLikeDocument,
    "\n  query CircleNoticesLiked {\n    viewer {\n      notices(input: { first: 20 }) {\n        edges {\n          node {\n            ... on CommentNotice {\n              type\n              target {\n                type\n                node {\n                  __typename\n                  ... on Circle {\n                    name\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CircleNoticesLikedDocument,
    "\n  query CircleSubscriptionsRead($name: String!) {\n    circle(input: { name: $name }) {\n      isMember\n      memberUntil\n      prices {\n        amount\n        currency\n      }\n      members(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            user {\n              userName\n            }\n            price {\n              amount\n            }\n          }\n        }\n      }\n    }\n    viewer {\n      subscribedCircles(input: { first: 30 }) {\n        totalCount\n        edges {\n          node {\n            name\n          }\n        }\n      }\n      wallet {\n        balance {\n          HKD\n        }\n        transactions(input: { first: 10 }) {\n          edges {\n            node {\n              purpose\n              state\n              amount\n              currency\n              sender {\n                userName\n              }\n              recipient {\n                userName\n              }\n              target {\n                __typename\n                ... on Circle {\n                  name\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CircleSubscriptionsReadDocument,
    "\n  query CircleTestWorks($name: String!, $after: String) {\n    circle(input: { name: $name }) {\n      works(input: { first: 2, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            title\n          }\n        }\n      }\n    }\n  }\n": types.CircleTestWorksDocument,
    "\n  query CircleTestMembers($name: String!) {\n    circle(input: { name: $name }) {\n      isMember\n      members(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            user {\n              userName\n            }\n            price {\n              amount\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CircleTestMembersDocument,
    "\n  mutation CircleTestFollow($id: ID!, $enabled: Boolean) {\n    toggleFollowCircle(input: { id: $id, enabled: $enabled }) {\n      id\n      isFollower\n      followers(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            userName\n          }\n        }\n      }\n    }\n  }\n": types.CircleTestFollowDocument,
    "\n  query CircleTestFollowing {\n    viewer {\n      following {\n        circles(input: { first: 5 }) {\n          totalCount\n          edges {\n            node {\n              name\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CircleTestFollowingDocument,
    "\n  query CollectionsRead($id: ID!, $input: CollectionArticlesInput!) {\n    node(input: { id: $id }) {\n      ... on Collection {\n        likeCount\n        liked\n        articles(input: $input) {\n          totalCount\n          pageInfo {\n            startCursor\n            endCursor\n            hasNextPage\n            hasPreviousPage\n          }\n          edges {\n            cursor\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CollectionsReadDocument,
    "\n    mutation CollectionsEditArticle($input: EditArticleInput!) {\n      editArticle(input: $input) {\n        collections(input: { first: 10 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  ": types.CollectionsEditArticleDocument,
    "\n  mutation CommentModerationSet($ids: [ID!]!, $state: CommentState!) {\n    updateCommentsState(input: { ids: $ids, state: $state }) {\n      id\n      state\n    }\n  }\n": types.CommentModerationSetDocument,
    "\n  mutation CommentModerationReport($targetId: ID!, $reason: ReportReason!) {\n    submitReport(input: { targetId: $targetId, reason: $reason }) {\n      id\n    }\n  }\n": types.CommentModerationReportDocument,
    "\n  query CommentModerationQueue($after: String, $first: Int) {\n    oss {\n      reportGroups(input: { after: $after, first: $first }) {\n        totalCount\n        edges {\n          cursor\n          node {\n            targetId\n            target {\n              __typename\n              id\n            }\n            reasons\n            reportCount\n            reporterCount\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.CommentModerationQueueDocument,
    "\n  mutation CommentModerationResolve($targetId: ID!) {\n    resolveReports(input: { targetId: $targetId })\n  }\n": types.CommentModerationResolveDocument,
    "\n  mutation CommentWritesPut($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n      state\n      content\n      pinned\n      upvotes\n      downvotes\n      myVote\n      fromDonator\n      parentComment {\n        id\n      }\n      replyTo {\n        id\n      }\n      node {\n        id\n      }\n    }\n  }\n": types.CommentWritesPutDocument,
    "\n  mutation CommentWritesDelete($id: ID!) {\n    deleteComment(input: { id: $id }) {\n      id\n      state\n      content\n    }\n  }\n": types.CommentWritesDeleteDocument,
    "\n  mutation CommentWritesPin($id: ID!, $enabled: Boolean) {\n    togglePinComment(input: { id: $id, enabled: $enabled }) {\n      id\n      pinned\n    }\n  }\n": types.CommentWritesPinDocument,
    "\n  mutation CommentWritesVote($id: ID!, $vote: Vote!) {\n    voteComment(input: { id: $id, vote: $vote }) {\n      id\n      upvotes\n      downvotes\n      myVote\n    }\n  }\n": types.CommentWritesVoteDocument,
    "\n  mutation CommentWritesUnvote($id: ID!) {\n    unvoteComment(input: { id: $id }) {\n      id\n      upvotes\n      downvotes\n      myVote\n    }\n  }\n": types.CommentWritesUnvoteDocument,
    "\n  query CommentWritesArticle($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      commentCount\n      pinCommentLimit\n      pinCommentLeft\n      pinnedComments {\n        id\n      }\n      comments(input: { first: 20 }) {\n        totalCount\n        edges {\n          node {\n            id\n            content\n            upvotes\n            myVote\n            comments(input: { first: 20 }) {\n              totalCount\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CommentWritesArticleDocument,
    "\n  query CommentWritesList($shortHash: String!, $input: CommentsInput!, $author: ID) {\n    article(input: { shortHash: $shortHash }) {\n      comments(input: $input) {\n        totalCount\n        pageInfo {\n          startCursor\n          endCursor\n          hasNextPage\n          hasPreviousPage\n        }\n        edges {\n          cursor\n          node {\n            id\n            comments(input: { author: $author }) {\n              totalCount\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        }\n      }\n      featuredComments(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.CommentWritesListDocument,
    "\n  query CommentsMoment($shortHash: String!, $first: Int, $after: String, $sort: CommentSort) {\n    moment(input: { shortHash: $shortHash }) {\n      commentCount\n      comments(input: { first: $first, after: $after, sort: $sort }) {\n        totalCount\n        pageInfo {\n          endCursor\n          hasNextPage\n          hasPreviousPage\n        }\n        edges {\n          cursor\n          node {\n            id\n            state\n            type\n            content\n            pinned\n            upvotes\n            parentComment {\n              id\n            }\n            comments(input: { first: 3 }) {\n              totalCount\n              pageInfo {\n                endCursor\n                hasNextPage\n              }\n              edges {\n                node {\n                  id\n                  content\n                  parentComment {\n                    id\n                  }\n                  replyTo {\n                    id\n                  }\n                  node {\n                    id\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CommentsMomentDocument,
    "\n      query CommentsReplies($id: ID!, $after: String) {\n        node(input: { id: $id }) {\n          ... on Comment {\n            comments(input: { first: 3, after: $after }) {\n              totalCount\n              pageInfo {\n                endCursor\n                hasNextPage\n              }\n              edges {\n                node {\n                  content\n                }\n              }\n            }\n          }\n        }\n      }\n    ": types.CommentsRepliesDocument,
    "\n        query CommentsRepliesOfReply($id: ID!) {\n          node(input: { id: $id }) {\n            ... on Comment {\n              comments(input: {}) {\n                totalCount\n                edges {\n                  cursor\n                }\n              }\n            }\n          }\n        }\n      ": types.CommentsRepliesOfReplyDocument,
    "\n        query CommentsBlocked($shortHash: String!) {\n          moment(input: { shortHash: $shortHash }) {\n            comments(input: { first: 50, sort: oldest }) {\n              totalCount\n              edges {\n                node {\n                  content\n                  author {\n                    isBlocking\n                  }\n                }\n              }\n            }\n          }\n        }\n      ": types.CommentsBlockedDocument,
    "\n        query CommentsArticle($shortHash: String) {\n          article(input: { shortHash: $shortHash }) {\n            commentCount\n            comments(input: { first: 10 }) {\n              totalCount\n              edges {\n                node {\n                  content\n                  node {\n                    __typename\n                    ... on Article {\n                      shortHash\n                    }\n                  }\n                  comments(input: { first: 5 }) {\n                    edges {\n                      node {\n                        content\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n        }\n      ": types.CommentsArticleDocument,
    "\n  mutation WatchRemove($id: ID!, $reason: CommunityWatchRemoveCommentReason!) {\n    communityWatchRemoveComment(input: { id: $id, reason: $reason }) {\n      id\n      state\n      content\n      communityWatchAction {\n        uuid\n        reason\n        actionState\n        reviewState\n        originalContent\n        contentCleared\n        actorDisplayName\n        sourceType\n        sourceTitle\n      }\n    }\n  }\n": types.WatchRemoveDocument,
    "\n  query WatchReadComment($id: ID!) {\n    node(input: { id: $id }) {\n      ... on Comment {\n        state\n        content\n      }\n    }\n  }\n": types.WatchReadCommentDocument,
    "\n  query WatchQueue($reviewState: CommunityWatchReviewState, $reason: CommunityWatchRemoveCommentReason, $first: Int, $after: String) {\n    communityWatchActions(input: { reviewState: $reviewState, reason: $reason, first: $first, after: $after }) {\n      totalCount\n      edges {\n        node {\n          uuid\n          commentId\n          reason\n          reviewState\n          originalContent\n          sourceUrl\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.WatchQueueDocument,
    "\n  query WatchOne($uuid: ID!) {\n    communityWatchAction(input: { uuid: $uuid }) {\n      uuid\n      actionState\n      originalContent\n      contentCleared\n      contentHash\n    }\n  }\n": types.WatchOneDocument,
    "\n  mutation WatchReview($uuid: ID!, $reviewState: CommunityWatchReviewState, $reason: CommunityWatchRemoveCommentReason) {\n    updateCommunityWatchActionState(input: { uuid: $uuid, reviewState: $reviewState, reason: $reason }) {\n      uuid\n      actionState\n      reviewState\n      reason\n    }\n  }\n": types.WatchReviewDocument,
    "\n  mutation WatchRestore($uuid: ID!) {\n    restoreCommunityWatchComment(input: { uuid: $uuid }) {\n      uuid\n      actionState\n      reviewState\n    }\n  }\n": types.WatchRestoreDocument,
    "\n  mutation WatchClear($uuid: ID!) {\n    clearCommunityWatchOriginalContent(input: { uuid: $uuid }) {\n      uuid\n      originalContent\n      contentCleared\n    }\n  }\n": types.WatchClearDocument,
    "\n  query WatchFeatures {\n    viewer {\n      features {\n        communityWatch\n      }\n    }\n  }\n": types.WatchFeaturesDocument,
    "\n  query ArticleByMediaHash($mediaHash: String!) {\n    article(input: { mediaHash: $mediaHash }) {\n      id\n      mediaHash\n    }\n  }\n": types.ArticleByMediaHashDocument,
    "\n  mutation SendWithToken($input: SendVerificationCodeInput!) {\n    sendVerificationCode(input: $input)\n  }\n": types.SendWithTokenDocument,
    "\n  mutation DraftsPut($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n      mediaHash\n      title\n      slug\n      summary\n      summaryCustomized\n      content\n      createdAt\n      updatedAt\n      wordCount\n      tags\n      cover\n      publishState\n      publishAt\n      assets {\n        id\n        type\n        path\n        createdAt\n      }\n      article {\n        id\n      }\n      connections(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            id\n          }\n        }\n      }\n      collection(input: { first: 10 }) {\n        totalCount\n      }\n      collections(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            id\n          }\n        }\n      }\n      access {\n        type\n        circle {\n          id\n        }\n      }\n      sensitiveByAuthor\n      license\n      requestForDonation\n      replyToDonator\n      iscnPublish\n      canComment\n      indentFirstLine\n      campaigns {\n        campaign {\n          id\n          ... on WritingChallenge {\n            state\n          }\n        }\n        stage {\n          id\n        }\n      }\n    }\n  }\n": types.DraftsPutDocument,
    "\n  mutation DraftsDelete($id: ID!) {\n    deleteDraft(input: { id: $id })\n  }\n": types.DraftsDeleteDocument,
    "\n  query DraftsNode($id: ID!) {\n    node(input: { id: $id }) {\n      id\n      ... on Draft {\n        title\n        content\n      }\n    }\n  }\n": types.DraftsNodeDocument,
    "\n  query DraftsList($after: String) {\n    viewer {\n      drafts(input: { first: 2, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            title\n          }\n        }\n      }\n    }\n  }\n": types.DraftsListDocument,
    "\n  query DraftsOfOthers($userName: String!) {\n    user(input: { userName: $userName }) {\n      drafts(input: { first: 5 }) {\n        totalCount\n      }\n    }\n  }\n": types.DraftsOfOthersDocument,
    "\n  mutation FaultsComment($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n    }\n  }\n": types.FaultsCommentDocument,
    "\n  mutation FaultsPutDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": types.FaultsPutDraftDocument,
    "\n  mutation FaultsPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      id\n      publishState\n      article {\n        id\n      }\n    }\n  }\n": types.FaultsPublishDocument,
    "\n  mutation FaultsPay($input: PayToInput!) {\n    payTo(input: $input) {\n      transaction {\n        id\n        state\n      }\n    }\n  }\n": types.FaultsPayDocument,
    "\n  mutation FederationSetViewer($state: FederationAuthorSettingState!) {\n    setViewerFederationSetting(input: { state: $state }) {\n      userId\n      state\n      updatedBy\n    }\n  }\n": types.FederationSetViewerDocument,
    "\n  mutation FederationSetArticle($id: ID!, $state: FederationArticleSettingState!) {\n    setArticleFederationSetting(input: { id: $id, state: $state }) {\n      articleId\n      state\n      updatedBy\n    }\n  }\n": types.FederationSetArticleDocument,
    "\n  query FederationViewer {\n    viewer {\n      id\n      federationSetting {\n        state\n      }\n    }\n  }\n": types.FederationViewerDocument,
    "\n  query FederationArticle($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      federationSetting {\n        state\n      }\n      federationEligibility {\n        eligible\n        reason\n        effectiveArticleSetting\n      }\n    }\n  }\n": types.FederationArticleDocument,
    "\n  mutation FediverseAct($input: FediverseActionInput!) {\n    actFediverse(input: $input) {\n      status\n      activityId\n      remoteActorId\n    }\n  }\n": types.FediverseActDocument,
    "\n  query FediverseLookup($input: FediverseRemoteActorInput!) {\n    fediverseRemoteActor(input: $input) {\n      actorId\n    }\n  }\n": types.FediverseLookupDocument,
    "\n  query FediverseProfile {\n    viewerFediverse {\n      account\n      followingCount\n      pendingFollowingCount\n      maxFollowing\n      following {\n        actorId\n        account\n        status\n      }\n      timeline {\n        objectId\n        content\n        liked\n        likeActivityId\n        remoteActor {\n          actorId\n        }\n      }\n    }\n  }\n": types.FediverseProfileDocument,
    "\n  query FediverseArticleOfAuthor($id: ID!) {\n    fediverseArticle(input: { id: $id }) {\n      contentId\n      repliesCount\n      likesCount\n      announcesCount\n      notificationsCount\n      unreadNotificationsCount\n      replies {\n        objectId\n        content\n        publishedAt\n        liked\n        remoteActor {\n          actorId\n          account\n          name\n          url\n        }\n      }\n    }\n  }\n": types.FediverseArticleOfAuthorDocument,
    "\n  query ArticleFediversePublic($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      fediverse {\n        repliesCount\n        likesCount\n        announcesCount\n        replies {\n          objectId\n          content\n          remoteActor {\n            account\n          }\n        }\n      }\n    }\n  }\n": types.ArticleFediversePublicDocument,
    "\n  query GatewayDashboard {\n    oss {\n      fediverseGateway {\n        generatedAt\n        queue {\n          total\n          pending\n          delivered\n          deadLetter\n          openDeadLetters\n          replayedDeadLetters\n          resolvedDeadLetters\n        }\n        deadLetters {\n          id\n          status\n          activityId\n          activityType\n          targetActorId\n        }\n        reports {\n          id\n          status\n          reason\n        }\n        auditEvents {\n          event\n          actorHandle\n          itemId\n          reason\n        }\n        social {\n          actors\n          blocked\n          openReports\n          timelineRetentionDays\n        }\n        domainBlocks {\n          domain\n          reason\n        }\n      }\n    }\n  }\n": types.GatewayDashboardDocument,
    "\n  mutation GatewayReplay($id: ID!) {\n    replayFediverseDeadLetter(input: { id: $id })\n  }\n": types.GatewayReplayDocument,
    "\n  mutation GatewayResolveLetter($id: ID!, $reason: String!) {\n    resolveFediverseDeadLetter(input: { id: $id, reason: $reason })\n  }\n": types.GatewayResolveLetterDocument,
    "\n  mutation GatewayResolveReport($id: ID!, $resolution: String!) {\n    resolveFediverseReport(input: { id: $id, resolution: $resolution })\n  }\n": types.GatewayResolveReportDocument,
    "\n  mutation GatewayBlock($domain: String!, $blocked: Boolean!, $reason: String) {\n    putFediverseDomainBlock(input: { domain: $domain, blocked: $blocked, reason: $reason }) {\n      domain\n      reason\n    }\n  }\n": types.GatewayBlockDocument,
    "\n  mutation GatewayPutUser($id: ID!, $state: FederationAuthorSettingState!) {\n    putUserFederationSetting(input: { id: $id, state: $state }) {\n      userId\n      state\n      updatedBy\n    }\n  }\n": types.GatewayPutUserDocument,
    "\n  mutation GatewayPutArticle($id: ID!, $state: FederationArticleSettingState!) {\n    putArticleFederationSetting(input: { id: $id, state: $state }) {\n      articleId\n      state\n      updatedBy\n    }\n  }\n": types.GatewayPutArticleDocument,
    "\n  mutation GatewayPrune($input: PruneFediverseSocialDataInput) {\n    pruneFediverseSocialData(input: $input)\n  }\n": types.GatewayPruneDocument,
    "\n  query FeedsFeatured($after: String) {\n    viewer {\n      recommendation {\n        icymi(input: { first: 2, after: $after }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.FeedsFeaturedDocument,
    "\n  query FeedsFollowing($after: String, $type: RecommendationFollowingFilterType) {\n    viewer {\n      recommendation {\n        following(input: { first: 3, after: $after, filter: { type: $type } }) {\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            cursor\n            node {\n              __typename\n              ... on UserPublishArticleActivity {\n                actor {\n                  userName\n                }\n                node {\n                  id\n                }\n              }\n              ... on UserAddArticleTagActivity {\n                actor {\n                  userName\n                }\n                node {\n                  id\n                }\n                target {\n                  content\n                }\n              }\n              ... on UserCreateCircleActivity {\n                actor {\n                  userName\n                }\n                node {\n                  name\n                }\n              }\n              ... on UserRecommendationActivity {\n                source\n                nodes {\n                  userName\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.FeedsFollowingDocument,
    "\n  query FeedsFollowingBroadcasts {\n    viewer {\n      recommendation {\n        following(input: { first: 20 }) {\n          edges {\n            node {\n              __typename\n              ... on UserBroadcastCircleActivity {\n                actor {\n                  userName\n                }\n                node {\n                  content\n                }\n                target {\n                  name\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.FeedsFollowingBroadcastsDocument,
    "\n  query FeedsAuthors($random: Int, $after: String) {\n    viewer {\n      recommendation {\n        authors(input: { first: 50, after: $after, filter: { random: $random } }) {\n          totalCount\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.FeedsAuthorsDocument,
    "\n      query FeedsCollection($id: ID!, $reversed: Boolean!, $after: String) {\n        node(input: { id: $id }) {\n          ... on Collection {\n            title\n            author {\n              userName\n            }\n            articles(input: { first: 2, reversed: $reversed, after: $after }) {\n              totalCount\n              pageInfo {\n                hasNextPage\n                endCursor\n              }\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        }\n      }\n    ": types.FeedsCollectionDocument,
    "\n        query FeedsUserCollections($name: String!) {\n          user(input: { userName: $name }) {\n            collections(input: { first: 5 }) {\n              totalCount\n              edges {\n                node {\n                  title\n                }\n              }\n            }\n            pinnedWorks {\n              __typename\n              ... on Collection {\n                title\n              }\n            }\n          }\n        }\n      ": types.FeedsUserCollectionsDocument,
    "\n        query FeedsArticleCollections($id: ID!) {\n          node(input: { id: $id }) {\n            ... on Article {\n              collections(input: { first: 5 }) {\n                edges {\n                  node {\n                    title\n                  }\n                }\n              }\n            }\n          }\n        }\n      ": types.FeedsArticleCollectionsDocument,
    "\n        query FeedsRelated($hash: String!) {\n          article(input: { shortHash: $hash }) {\n            relatedArticles(input: { first: 5 }) {\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        }\n      ": types.FeedsRelatedDocument,
    "\n      query FeedsTags($random: Int) {\n        viewer {\n          recommendation {\n            tags(input: { first: 50, filter: { random: $random } }) {\n              edges {\n                node {\n                  id\n                  numArticles\n                }\n              }\n            }\n          }\n        }\n      }\n    ": types.FeedsTagsDocument,
    "\n      query FeedsMoments($name: String!, $after: String) {\n        user(input: { userName: $name }) {\n          moments(input: { first: 2, after: $after }) {\n            totalCount\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n            edges {\n              node {\n                content\n              }\n            }\n          }\n        }\n      }\n    ": types.FeedsMomentsDocument,
    "\n  query GetRequestsRecent {\n    viewer {\n      activity {\n        recentSearches(input: { first: 10 }) {\n          edges {\n            node\n          }\n        }\n      }\n    }\n  }\n": types.GetRequestsRecentDocument,
    "\n  query SiteHottest($first: Int, $after: String) {\n    viewer {\n      recommendation {\n        hottest(input: { first: $first, after: $after }) {\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.SiteHottestDocument,
    "\n  query HottestMoments($first: Int, $after: String) {\n    viewer {\n      recommendation {\n        hottestMoments(input: { first: $first, after: $after }) {\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.HottestMomentsDocument,
    "\n  query HottestScoreRanking($id: ID!, $after: String) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        articles(input: { sortBy: byHottestDesc, first: 10, after: $after }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.HottestScoreRankingDocument,
    "\n  mutation HottestScoreRead($id: ID!) {\n    readArticle(input: { id: $id }) {\n      id\n    }\n  }\n": types.HottestScoreReadDocument,
    "\n  mutation HottestScoreAppreciate($id: ID!) {\n    appreciateArticle(input: { id: $id, amount: 1 }) {\n      id\n    }\n  }\n": types.HottestScoreAppreciateDocument,
    "\n  mutation HottestScoreComment($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n    }\n  }\n": types.HottestScoreCommentDocument,
    "\n  mutation HottestScoreDeleteComment($id: ID!) {\n    deleteComment(input: { id: $id }) {\n      id\n    }\n  }\n": types.HottestScoreDeleteCommentDocument,
    "\n  mutation HottestScorePay($input: PayToInput!) {\n    payTo(input: $input) {\n      transaction {\n        id\n      }\n    }\n  }\n": types.HottestScorePayDocument,
    "\n  mutation IpfsPut($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": types.IpfsPutDocument,
    "\n  mutation IpfsPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      article {\n        id\n        shortHash\n        dataHash\n      }\n    }\n  }\n": types.IpfsPublishDocument,
    "\n  mutation IpfsEdit($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n      dataHash\n      mediaHash\n    }\n  }\n": types.IpfsEditDocument,
    "\n  query IpfsVersions($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      dataHash\n      versions(input: { first: 10 }) {\n        edges {\n          node {\n            title\n            dataHash\n            mediaHash\n          }\n        }\n      }\n    }\n  }\n": types.IpfsVersionsDocument,
    "\n  query IpfsByHash($mediaHash: String!) {\n    article(input: { mediaHash: $mediaHash }) {\n      id\n    }\n  }\n": types.IpfsByHashDocument,
    "\n  query IpfsGateways {\n    official {\n      ipfsGateways\n    }\n  }\n": types.IpfsGatewaysDocument,
    "\n  query LogbookWallet($userName: String!) {\n    user(input: { userName: $userName }) {\n      info {\n        cryptoWallet {\n          address\n          hasNFTs\n          nfts {\n            id\n            name\n            description\n            imageUrl\n            imagePreviewUrl\n            contractAddress\n            collectionName\n          }\n        }\n      }\n    }\n  }\n": types.LogbookWalletDocument,
    "\n  mutation Migrate($input: MigrationInput!) {\n    migration(input: $input)\n  }\n": types.MigrateDocument,
    "\n  query MigratedDrafts {\n    viewer {\n      drafts(input: { first: 20 }) {\n        totalCount\n        edges {\n          node {\n            id\n            title\n            summary\n            summaryCustomized\n            content\n            wordCount\n            publishState\n            assets {\n              id\n              type\n              path\n            }\n          }\n        }\n      }\n    }\n  }\n": types.MigratedDraftsDocument,
    "\n  mutation MomentFeedApply {\n    applyMomentFeed {\n      id\n      isMomentFeedApplied\n    }\n  }\n": types.MomentFeedApplyDocument,
    "\n  mutation MomentFeedDecide($id: ID!, $state: MomentFeedUserState!) {\n    updateMomentFeedApplicationState(input: { id: $id, state: $state }) {\n      id\n      oss {\n        momentFeedApplication {\n          state\n          reviewedBy\n          reviewer {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.MomentFeedDecideDocument,
    "\n  query MomentFeedApplicants($states: [MomentFeedUserState!], $userName: String, $first: Int) {\n    oss {\n      momentFeedUsers(input: { states: $states, userName: $userName, first: $first }) {\n        totalCount\n        edges {\n          node {\n            id\n            userName\n          }\n        }\n      }\n    }\n  }\n": types.MomentFeedApplicantsDocument,
    "\n  mutation MomentModerationPut($input: PutMomentInput!) {\n    putMoment(input: $input) {\n      id\n      shortHash\n      tags {\n        id\n      }\n    }\n  }\n": types.MomentModerationPutDocument,
    "\n  mutation MomentModerationSetState($id: ID!, $state: MomentState!) {\n    updateMomentState(input: { id: $id, state: $state }) {\n      id\n      state\n    }\n  }\n": types.MomentModerationSetStateDocument,
    "\n  query MomentModerationRead($shortHash: String!, $userName: String!, $tagId: ID!) {\n    moment(input: { shortHash: $shortHash }) {\n      id\n    }\n    user(input: { userName: $userName }) {\n      moments(input: { first: 5 }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n    node(input: { id: $tagId }) {\n      ... on Tag {\n        moments(input: { first: 5 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n    viewer {\n      recommendation {\n        hottestMoments(input: { first: 1 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.MomentModerationReadDocument,
    "\n  mutation MomentWritingPut($input: PutMomentInput!) {\n    putMoment(input: $input) {\n      id\n      shortHash\n      content\n      state\n      likeCount\n      commentCount\n      liked\n      createdAt\n      assets {\n        id\n        type\n        path\n      }\n      tags {\n        id\n        content\n      }\n      articles {\n        id\n        shortHash\n      }\n      author {\n        id\n      }\n    }\n  }\n": types.MomentWritingPutDocument,
    "\n  query MomentWritingRead($shortHash: String!) {\n    moment(input: { shortHash: $shortHash }) {\n      id\n      content\n      state\n      likeCount\n      liked\n      tags {\n        content\n      }\n      articles {\n        shortHash\n      }\n      translation(input: { language: zh_hans }) {\n        content\n      }\n    }\n  }\n": types.MomentWritingReadDocument,
    "\n  query MomentWritingList($userName: String!) {\n    user(input: { userName: $userName }) {\n      moments(input: { first: 5 }) {\n        totalCount\n        edges {\n          node {\n            shortHash\n          }\n        }\n      }\n    }\n  }\n": types.MomentWritingListDocument,
    "\n  query MomentWritingTag($id: ID!) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        numMoments\n        numArticles\n        moments(input: { first: 5 }) {\n          totalCount\n          edges {\n            node {\n              shortHash\n            }\n          }\n        }\n      }\n    }\n  }\n": types.MomentWritingTagDocument,
    "\n  mutation MomentWritingDelete($id: ID!) {\n    deleteMoment(input: { id: $id }) {\n      id\n      state\n    }\n  }\n": types.MomentWritingDeleteDocument,
    "\n  mutation MomentWritingLike($id: ID!) {\n    likeMoment(input: { id: $id }) {\n      id\n      likeCount\n      liked\n    }\n  }\n": types.MomentWritingLikeDocument,
    "\n  mutation MomentWritingUnlike($id: ID!) {\n    unlikeMoment(input: { id: $id }) {\n      id\n      likeCount\n      liked\n    }\n  }\n": types.MomentWritingUnlikeDocument,
    "\n  query MomentsMoment($shortHash: String!) {\n    moment(input: { shortHash: $shortHash }) {\n      id\n      shortHash\n      content\n      state\n      likeCount\n      commentCount\n      liked\n      createdAt\n      assets {\n        id\n        type\n        path\n      }\n      author {\n        userName\n        displayName\n      }\n    }\n  }\n": types.MomentsMomentDocument,
    "\n  mutation NestingDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n      content\n    }\n  }\n": types.NestingDraftDocument,
    "\n  mutation NestingPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      article {\n        id\n        contents {\n          html\n        }\n      }\n    }\n  }\n": types.NestingPublishDocument,
    "\n  mutation NestingEdit($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      contents {\n        html\n      }\n    }\n  }\n": types.NestingEditDocument,
    "\n  mutation NestingComment($input: PutCommentInput!) {\n    putComment(input: $input) {\n      content\n    }\n  }\n": types.NestingCommentDocument,
    "\n  mutation NestingMoment($input: PutMomentInput!) {\n    putMoment(input: $input) {\n      content\n    }\n  }\n": types.NestingMomentDocument,
    "\n  mutation NewDraftFormMake {\n    putDraft(input: {}) {\n      id\n    }\n  }\n": types.NewDraftFormMakeDocument,
    "\n    query NodesUserPublic($n: String, $first: Int, $after: String) {\n      user(input: { userName: $n }) {\n        displayName\n        info {\n          description\n          badges {\n            type\n          }\n        }\n        followers(input: { first: 10 }) {\n          totalCount\n        }\n        following {\n          users(input: { first: $first, after: $after }) {\n            totalCount\n            edges {\n              cursor\n              node {\n                userName\n              }\n            }\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n          }\n        }\n      }\n    }\n  ": types.NodesUserPublicDocument,
    "\n      query NodesFollowers($n: String, $after: String) {\n        user(input: { userName: $n }) {\n          followers(input: { first: 1, after: $after }) {\n            edges {\n              node {\n                userName\n              }\n            }\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n          }\n        }\n      }\n    ": types.NodesFollowersDocument,
    "\n  query NoticesList($first: Int, $after: String) {\n    viewer {\n      id\n      status {\n        unreadNoticeCount\n        unreadFollowing\n      }\n      notices(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            __typename\n            id\n            unread\n            createdAt\n            ... on UserNotice {\n              userType: type\n              actors {\n                id\n              }\n              userTarget: target {\n                id\n              }\n            }\n            ... on ArticleNotice {\n              articleType: type\n              actors {\n                id\n              }\n              articleTarget: target {\n                id\n              }\n            }\n            ... on ArticleArticleNotice {\n              collectedType: type\n              actors {\n                id\n              }\n              collectedTarget: target {\n                id\n              }\n              article {\n                id\n              }\n            }\n            ... on MomentNotice {\n              momentType: type\n              actors {\n                id\n              }\n              momentTarget: target {\n                id\n              }\n            }\n            ... on CommentNotice {\n              commentType: type\n              actors {\n                id\n              }\n              commentTarget: target {\n                id\n              }\n            }\n            ... on CommentCommentNotice {\n              replyType: type\n              actors {\n                id\n              }\n              replyTarget: target {\n                id\n              }\n              comment {\n                id\n              }\n            }\n            ... on CollectionNotice {\n              actors {\n                id\n              }\n              collectionTarget: target {\n                id\n              }\n            }\n            ... on TransactionNotice {\n              transactionType: type\n              actors {\n                id\n              }\n              transactionTarget: target {\n                id\n                amount\n              }\n            }\n            ... on OfficialAnnouncementNotice {\n              message\n              link\n            }\n          }\n        }\n      }\n    }\n  }\n": types.NoticesListDocument,
    "\n  mutation OAuthPut($input: PutOAuthClientInput!) {\n    putOAuthClient(input: $input) {\n      id\n      name\n      secret\n      scope\n      redirectURIs\n      grantTypes\n    }\n  }\n": types.OAuthPutDocument,
    "\n  query OAuthRequest($input: OAuthAuthorizeInput!) {\n    oauthAuthorizationRequest(input: $input) {\n      client {\n        id\n        name\n        website\n      }\n      scope\n      errorRedirect\n      denyRedirect\n    }\n  }\n": types.OAuthRequestDocument,
    "\n  mutation OAuthAuthorize($input: OAuthAuthorizeInput!) {\n    authorizeOAuthClient(input: $input)\n  }\n": types.OAuthAuthorizeDocument,
    "\n  query OAuthAuthorizations {\n    viewer {\n      id\n      oauthAuthorizations {\n        client {\n          id\n          name\n        }\n        scope\n        usedAt\n      }\n    }\n  }\n": types.OAuthAuthorizationsDocument,
    "\n  mutation OAuthRevoke($input: OAuthClientInput!) {\n    revokeOAuthAuthorization(input: $input) {\n      id\n    }\n  }\n": types.OAuthRevokeDocument,
    "\n  query PaymentsSupporters($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      replyToDonator\n      donations(input: { first: 10 }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n        }\n        edges {\n          cursor\n          node {\n            id\n            sender {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.PaymentsSupportersDocument,
    "\n    query PaymentsArticleGivers(\n      $shortHash: String!\n      $purpose: TransactionPurpose!\n      $senderId: ID\n      $after: String\n      $first: Int\n    ) {\n      article(input: { shortHash: $shortHash }) {\n        donationCount\n        donated\n        transactionsReceivedBy(input: { purpose: $purpose, senderId: $senderId, first: $first, after: $after }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  ": types.PaymentsArticleGiversDocument,
    "\n    query PaymentsRelatedDonationArticles($shortHash: String!, $random: Int) {\n      article(input: { shortHash: $shortHash }) {\n        relatedDonationArticles(input: { first: 10, random: $random }) {\n          totalCount\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  ": types.PaymentsRelatedDonationArticlesDocument,
    "\n  mutation PaywallPut($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n      access {\n        type\n        circle {\n          id\n        }\n      }\n    }\n  }\n": types.PaywallPutDocument,
    "\n  mutation PaywallPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      publishState\n      article {\n        id\n        shortHash\n        access {\n          type\n          circle {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.PaywallPublishDocument,
    "\n  query PaywallRead($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      title\n      summary\n      content\n      contents {\n        html\n        markdown\n      }\n      displayCover\n      availableTranslations\n      translation(input: { language: zh_hant }) {\n        content\n      }\n      access {\n        type\n        circle {\n          name\n        }\n      }\n      comments(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            content\n          }\n        }\n      }\n      versions(input: { first: 1 }) {\n        edges {\n          node {\n            contents {\n              html\n            }\n          }\n        }\n      }\n    }\n  }\n": types.PaywallReadDocument,
    "\n  query PaywallSearch($key: String!) {\n    search(input: { key: $key, type: Article, first: 10 }) {\n      edges {\n        node {\n          id\n          ... on Article {\n            summary\n            content\n          }\n        }\n      }\n    }\n  }\n": types.PaywallSearchDocument,
    "\n  mutation PaywallComment($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n    }\n  }\n": types.PaywallCommentDocument,
    "\n  mutation PaywallCircleArticles($input: PutCircleArticlesInput!) {\n    putCircleArticles(input: $input) {\n      id\n      name\n    }\n  }\n": types.PaywallCircleArticlesDocument,
    "\n  query PaywallAccess($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      license\n      content\n      access {\n        type\n        circle {\n          id\n        }\n      }\n    }\n  }\n": types.PaywallAccessDocument,
    "\n  query PaywallCommentNode($id: ID!) {\n    node(input: { id: $id }) {\n      id\n      ... on Comment {\n        content\n        comments(input: { first: 10 }) {\n          totalCount\n          edges {\n            node {\n              content\n            }\n          }\n        }\n      }\n    }\n  }\n": types.PaywallCommentNodeDocument,
    "\n  query PaywallReplyNotices {\n    viewer {\n      notices(input: { first: 20 }) {\n        edges {\n          node {\n            __typename\n            ... on CommentCommentNotice {\n              comment {\n                id\n                content\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.PaywallReplyNoticesDocument,
    "\n  mutation PaywallEditAccess($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n      access {\n        type\n        secret\n        circle {\n          id\n        }\n      }\n    }\n  }\n": types.PaywallEditAccessDocument,
    "\n  query PaywallReplyNode($id: ID!) {\n    node(input: { id: $id }) {\n      ... on Comment {\n        content\n        parentComment {\n          content\n        }\n        replyTo {\n          content\n        }\n      }\n    }\n  }\n": types.PaywallReplyNodeDocument,
    "\n  mutation PublishPut($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": types.PublishPutDocument,
    "\n  mutation PublishRun($id: ID!, $publishAt: DateTime) {\n    publishArticle(input: { id: $id, publishAt: $publishAt, iscnPublish: true }) {\n      id\n      publishState\n      mediaHash\n      publishAt\n      iscnPublish\n      article {\n        id\n        shortHash\n        state\n        title\n        summary\n        summaryCustomized\n        content\n        wordCount\n        language\n        cover\n        displayCover\n        dataHash\n        revisionCount\n        license\n        canComment\n        sensitiveByAuthor\n        requestForDonation\n        replyToDonator\n        access {\n          type\n          secret\n          circle {\n            id\n          }\n        }\n        author {\n          id\n        }\n        tags {\n          id\n          content\n          numArticles\n          numAuthors\n        }\n        versions(input: { first: 5 }) {\n          totalCount\n        }\n        connections(input: { first: 5 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n        campaigns {\n          campaign {\n            id\n          }\n          stage {\n            id\n          }\n        }\n        appreciationsReceived(input: { first: 5 }) {\n          totalCount\n        }\n        donations(input: { first: 5 }) {\n          totalCount\n        }\n      }\n    }\n  }\n": types.PublishRunDocument,
    "\n  query PublishWhereListed($userName: String!, $tag: ID!, $collection: ID!, $challenge: String!, $key: String!) {\n    viewer {\n      recommendation {\n        newest(input: { first: 3 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n    user(input: { userName: $userName }) {\n      articles(input: { first: 3 }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n      status {\n        articleCount\n      }\n    }\n    tag: node(input: { id: $tag }) {\n      ... on Tag {\n        articles(input: { first: 3, sortBy: byCreatedAtDesc }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n    collection: node(input: { id: $collection }) {\n      ... on Collection {\n        articles(input: { first: 3 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n    channel(input: { shortHash: $challenge }) {\n      ... on WritingChallenge {\n        articles(input: { first: 3 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n    search(input: { key: $key, type: Article, first: 3 }) {\n      edges {\n        node {\n          ... on Article {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.PublishWhereListedDocument,
    "\n  mutation PurgesPutDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": types.PurgesPutDraftDocument,
    "\n  mutation PurgesPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      article {\n        id\n        shortHash\n        tags {\n          id\n        }\n      }\n    }\n  }\n": types.PurgesPublishDocument,
    "\n  mutation PurgesSigningMessage($input: GenerateSigningMessageInput!) {\n    generateSigningMessage(input: $input) {\n      nonce\n      signingMessage\n    }\n  }\n": types.PurgesSigningMessageDocument,
    "\n  mutation PurgesWalletLogin($input: WalletLoginInput!) {\n    walletLogin(input: $input) {\n      type\n      user {\n        userName\n      }\n    }\n  }\n": types.PurgesWalletLoginDocument,
    "\n  mutation PurgesAddWallet($input: WalletLoginInput!) {\n    addWalletLogin(input: $input) {\n      id\n    }\n  }\n": types.PurgesAddWalletDocument,
    "\n  mutation PurgesPutMoment($input: PutMomentInput!) {\n    putMoment(input: $input) {\n      id\n      shortHash\n      tags {\n        id\n      }\n    }\n  }\n": types.PurgesPutMomentDocument,
    "\n  mutation QuotePut($input: PutQuoteInput!) {\n    putQuote(input: $input) {\n      id\n      content\n      createdAt\n      article {\n        id\n      }\n      poster {\n        userName\n      }\n    }\n  }\n": types.QuotePutDocument,
    "\n  mutation QuoteDelete($id: ID!) {\n    deleteQuote(input: { id: $id })\n  }\n": types.QuoteDeleteDocument,
    "\n  query QuoteWall($shortHash: String!, $random: Boolean) {\n    campaign(input: { shortHash: $shortHash }) {\n      ... on WritingChallenge {\n        enableQuoteWall\n        quoteCount\n        quotes(input: { first: 20, random: $random }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n          }\n          edges {\n            node {\n              content\n              poster {\n                userName\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.QuoteWallDocument,
    "\n  mutation ReadingRead($id: ID!) {\n    readArticle(input: { id: $id }) {\n      id\n      readerCount\n    }\n  }\n": types.ReadingReadDocument,
    "\n  mutation ReadingClear($id: ID) {\n    clearReadHistory(input: { id: $id }) {\n      id\n    }\n  }\n": types.ReadingClearDocument,
    "\n  query ReadingHistory($after: String) {\n    viewer {\n      activity {\n        history(input: { first: 2, after: $after }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            node {\n              readAt\n              article {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ReadingHistoryDocument,
    "\n  query ReadingLikes {\n    viewer {\n      activity {\n        appreciationsSentTotal\n        appreciationsReceivedTotal\n        appreciationsSent(input: { first: 10 }) {\n          totalCount\n          edges {\n            node {\n              amount\n              purpose\n              createdAt\n              sender {\n                id\n              }\n              recipient {\n                id\n              }\n              target {\n                id\n              }\n            }\n          }\n        }\n        appreciationsReceived(input: { first: 10 }) {\n          totalCount\n          edges {\n            node {\n              amount\n              sender {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ReadingLikesDocument,
    "\n  query ReadingComments {\n    viewer {\n      activity {\n        comments(input: { first: 10 }) {\n          totalCount\n          edges {\n            node {\n              id\n              content\n              parentComment {\n                id\n              }\n              node {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ReadingCommentsDocument,
    "\n  query ReadingAnalytics($days: Int!) {\n    viewer {\n      analytics {\n        summary(input: { days: $days }) {\n          start\n          reads\n          readers\n          newFollowers\n          followers\n          income {\n            currency\n            amount\n            count\n          }\n          days {\n            date\n            reads\n            readers\n            newFollowers\n            income {\n              currency\n              amount\n            }\n          }\n          topWorks {\n            reads\n            readers\n            article {\n              id\n            }\n          }\n        }\n        topDonators(input: { first: 10 }) {\n          totalCount\n          edges {\n            donationCount\n            node {\n              __typename\n              ... on User {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ReadingAnalyticsDocument,
    "\n  query ReadingDonatorsInRange($start: DateTime, $end: DateTime) {\n    viewer {\n      analytics {\n        topDonators(input: { first: 10, filter: { inRangeStart: $start, inRangeEnd: $end } }) {\n          totalCount\n          edges {\n            donationCount\n          }\n        }\n      }\n    }\n  }\n": types.ReadingDonatorsInRangeDocument,
    "\n  query ReadingOthers($userName: String!) {\n    user(input: { userName: $userName }) {\n      activity {\n        history(input: { first: 1 }) {\n          totalCount\n        }\n      }\n    }\n  }\n": types.ReadingOthersDocument,
    "\n  query ReadingOthersAnalytics($userName: String!) {\n    user(input: { userName: $userName }) {\n      analytics {\n        summary(input: { days: 7 }) {\n          reads\n        }\n      }\n    }\n  }\n": types.ReadingOthersAnalyticsDocument,
    "\n  mutation ReportsSubmit($targetId: ID!, $reason: ReportReason!) {\n    submitReport(input: { targetId: $targetId, reason: $reason }) {\n      id\n      reason\n      source\n      createdAt\n      reporter {\n        id\n      }\n      target {\n        __typename\n        id\n      }\n    }\n  }\n": types.ReportsSubmitDocument,
    "\n  query ReportsNode($id: ID!) {\n    node(input: { id: $id }) {\n      __typename\n      id\n    }\n  }\n": types.ReportsNodeDocument,
    "\n  query Responses($shortHash: String!, $input: ResponsesInput!) {\n    article(input: { shortHash: $shortHash }) {\n      responseCount\n      responses(input: $input) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            __typename\n            ... on Article {\n              id\n            }\n            ... on Comment {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ResponsesDocument,
    "\n  query ResponseCounts($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 10 }) {\n        edges {\n          node {\n            id\n            responseCount\n          }\n        }\n      }\n    }\n  }\n": types.ResponseCountsDocument,
    "\n  query SearchAuthorTags($key: String!, $includeAuthorTags: Boolean) {\n    search(input: { key: $key, type: Tag, includeAuthorTags: $includeAuthorTags }) {\n      totalCount\n      edges {\n        node {\n          ... on Tag {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.SearchAuthorTagsDocument,
    "\n  query RankedSearch($input: SearchInput!) {\n    search(input: $input) {\n      totalCount\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": types.RankedSearchDocument,
    "\n  query Search($input: SearchInput!) {\n    search(input: $input) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          ... on Article {\n            title\n          }\n          ... on User {\n            userName\n            displayName\n          }\n          ... on Tag {\n            content\n          }\n        }\n      }\n    }\n  }\n": types.SearchDocument,
    "\n    query SearchRecent {\n      viewer {\n        activity {\n          recentSearches(input: { first: 10 }) {\n            totalCount\n            edges {\n              node\n            }\n          }\n        }\n      }\n    }\n  ": types.SearchRecentDocument,
    "\n        query SearchRecentFifty {\n          viewer {\n            activity {\n              recentSearches(input: { first: 50 }) {\n                totalCount\n                edges {\n                  node\n                }\n              }\n            }\n          }\n        }\n      ": types.SearchRecentFiftyDocument,
    "\n  mutation SettingsSetEmail($email: String!) {\n    setEmail(input: { email: $email }) {\n      id\n      info {\n        email\n      }\n      status {\n        changeEmailTimesLeft\n      }\n    }\n  }\n": types.SettingsSetEmailDocument,
    "\n  mutation SettingsVerifyEmail($email: String!, $code: String!) {\n    verifyEmail(input: { email: $email, code: $code }) {\n      auth\n      user {\n        id\n        info {\n          email\n          emailVerified\n        }\n        status {\n          changeEmailTimesLeft\n        }\n      }\n    }\n  }\n": types.SettingsVerifyEmailDocument,
    "\n  query SettingsAccount {\n    viewer {\n      id\n      info {\n        email\n        userNameEditable\n      }\n      settings {\n        language\n        currency\n      }\n      status {\n        changeEmailTimesLeft\n        hasEmailLoginPassword\n      }\n    }\n  }\n": types.SettingsAccountDocument,
    "\n  query SettingsSessions {\n    viewer {\n      id\n      sessions {\n        id\n        userAgent\n        createdAt\n        lastSeenAt\n        current\n      }\n    }\n  }\n": types.SettingsSessionsDocument,
    "\n  mutation SettingsRevokeSession($id: ID!) {\n    revokeSession(input: { id: $id })\n  }\n": types.SettingsRevokeSessionDocument,
    "\n  mutation SocialStart($input: GenerateSocialLoginUrlInput!) {\n    generateSocialLoginUrl(input: $input)\n  }\n": types.SocialStartDocument,
    "\n  mutation SocialLogin($input: SocialLoginInput!) {\n    socialLogin(input: $input) {\n      auth\n      type\n      user {\n        id\n        userName\n        settings {\n          language\n        }\n        info {\n          email\n          emailVerified\n          socialAccounts {\n            type\n            userName\n            email\n          }\n        }\n      }\n    }\n  }\n": types.SocialLoginDocument,
    "\n  mutation SocialAdd($input: SocialLoginInput!) {\n    addSocialLogin(input: $input) {\n      id\n      info {\n        socialAccounts {\n          type\n          email\n        }\n      }\n    }\n  }\n": types.SocialAddDocument,
    "\n  mutation SocialRemove($input: RemoveSocialLoginInput!) {\n    removeSocialLogin(input: $input) {\n      id\n      info {\n        socialAccounts {\n          type\n        }\n      }\n    }\n  }\n": types.SocialRemoveDocument,
    "\n  query SocialAccountsOf($userName: String!) {\n    user(input: { userName: $userName }) {\n      info {\n        socialAccounts {\n          type\n        }\n      }\n    }\n  }\n": types.SocialAccountsOfDocument,
    "\n  mutation LikerStart {\n    generateLikerIdUrl\n  }\n": types.LikerStartDocument,
    "\n  mutation LikerLink($input: LinkLikerIdInput!) {\n    linkLikerId(input: $input) {\n      id\n      likerId\n      liker {\n        likerId\n        civicLiker\n      }\n    }\n  }\n": types.LikerLinkDocument,
    "\n  mutation SocialFollow($id: ID!, $enabled: Boolean) {\n    toggleFollowUser(input: { id: $id, enabled: $enabled }) {\n      id\n      isFollowee\n      isFollower\n      followers(input: { first: 0 }) {\n        totalCount\n      }\n    }\n  }\n": types.SocialFollowDocument,
    "\n  mutation SocialBlock($id: ID!, $enabled: Boolean) {\n    toggleBlockUser(input: { id: $id, enabled: $enabled }) {\n      id\n      isBlocking\n      isBlocked\n      isFollowee\n    }\n  }\n": types.SocialBlockDocument,
    "\n  query SocialPerson($userName: String!, $first: Int, $after: String) {\n    user(input: { userName: $userName }) {\n      id\n      isFollower\n      isFollowee\n      isBlocking\n      isBlocked\n      followers(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          endCursor\n          hasNextPage\n          hasPreviousPage\n        }\n        edges {\n          cursor\n          node {\n            id\n            userName\n          }\n        }\n      }\n      following {\n        circles(input: { first: 5 }) {\n          totalCount\n          edges {\n            node {\n              id\n            }\n          }\n        }\n        users(input: { first: $first, after: $after }) {\n          totalCount\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.SocialPersonDocument,
    "\n  query SocialBlockList($first: Int, $after: String) {\n    viewer {\n      id\n      blockList(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n        edges {\n          node {\n            id\n            isBlocking\n          }\n        }\n      }\n    }\n  }\n": types.SocialBlockListDocument,
    "\n  query SocialOthersBlockList($userName: String!) {\n    user(input: { userName: $userName }) {\n      blockList(input: { first: 5 }) {\n        totalCount\n      }\n    }\n  }\n": types.SocialOthersBlockListDocument,
    "\n  query SocialFollowFeed {\n    viewer {\n      recommendation {\n        following(input: { first: 50 }) {\n          edges {\n            node {\n              __typename\n              ... on UserAddArticleTagActivity {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.SocialFollowFeedDocument,
    "\n  mutation SocialBookmarkTag($id: ID!) {\n    toggleBookmarkTag(input: { id: $id, enabled: true }) {\n      id\n    }\n  }\n": types.SocialBookmarkTagDocument,
    "\n  query TagRecommended($id: ID!, $first: Int, $after: String) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        recommended(input: { first: $first, after: $after }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.TagRecommendedDocument,
    "\n  query TagsArticles($id: ID!, $sortBy: TagArticlesSortBy, $first: Int, $after: String) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        articles(input: { sortBy: $sortBy, first: $first, after: $after }) {\n          totalCount\n          edges {\n            cursor\n            pinned\n            node {\n              id\n              title\n            }\n          }\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n        }\n      }\n    }\n  }\n": types.TagsArticlesDocument,
    "\n        query TagsArticlesByDefault($id: ID!) {\n          node(input: { id: $id }) {\n            ... on Tag {\n              articles(input: {}) {\n                totalCount\n                edges {\n                  node {\n                    id\n                    title\n                  }\n                }\n              }\n            }\n          }\n        }\n      ": types.TagsArticlesByDefaultDocument,
    "\n      query TagsRecommendedAuthors($id: ID!, $after: String) {\n        node(input: { id: $id }) {\n          ... on Tag {\n            recommendedAuthors(input: { first: 1, after: $after }) {\n              totalCount\n              edges {\n                node {\n                  id\n                }\n              }\n              pageInfo {\n                endCursor\n                hasNextPage\n              }\n            }\n          }\n        }\n      }\n    ": types.TagsRecommendedAuthorsDocument,
    "\n    query TagsRecommended($after: String, $first: Int) {\n      viewer {\n        recommendation {\n          tags(input: { first: $first, after: $after }) {\n            totalCount\n            edges {\n              node {\n                id\n                content\n                numArticles\n              }\n            }\n            pageInfo {\n              endCursor\n              hasNextPage\n            }\n          }\n        }\n      }\n    }\n  ": types.TagsRecommendedDocument,
    "\n  mutation FeedbackSubmit($input: SubmitTopicChannelFeedbackInput!) {\n    submitTopicChannelFeedback(input: $input) {\n      id\n      type\n      state\n      channels {\n        id\n      }\n      article {\n        id\n      }\n    }\n  }\n": types.FeedbackSubmitDocument,
    "\n  mutation FeedbackReview($input: ReviewTopicChannelFeedbackInput!) {\n    reviewTopicChannelFeedback(input: $input) {\n      id\n      state\n    }\n  }\n": types.FeedbackReviewDocument,
    "\n  query FeedbackClassification($id: ID!) {\n    article: node(input: { id: $id }) {\n      ... on Article {\n        classification {\n          topicChannel {\n            enabled\n            channels {\n              enabled\n              channel {\n                id\n              }\n            }\n            feedback {\n              id\n              type\n              state\n            }\n          }\n        }\n      }\n    }\n  }\n": types.FeedbackClassificationDocument,
    "\n  query FeedbackQueue($input: TopicChannelFeedbacksInput!) {\n    oss {\n      topicChannelFeedbacks(input: $input) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            type\n            state\n            article {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.FeedbackQueueDocument,
    "\n  mutation FeedbackPutTagChannel($input: PutTagChannelInput!) {\n    putTagChannel(input: $input) {\n      id\n      channelEnabled\n      en: navbarTitle(input: { language: en })\n      zh: navbarTitle(input: { language: zh_hant })\n    }\n  }\n": types.FeedbackPutTagChannelDocument,
    "\n  mutation FeedbackClassify($ids: [ID!]!) {\n    classifyArticlesChannels(input: { ids: $ids })\n  }\n": types.FeedbackClassifyDocument,
    "\n  mutation TopUpExpiryAdd($amount: Float!) {\n    addCredit(input: { amount: $amount }) {\n      client_secret\n      transaction {\n        id\n      }\n    }\n  }\n": types.TopUpExpiryAddDocument,
    "\n  query TopUpExpiryList {\n    viewer {\n      wallet {\n        transactions(input: { first: 20 }) {\n          edges {\n            node {\n              id\n              state\n              purpose\n            }\n          }\n        }\n      }\n    }\n  }\n": types.TopUpExpiryListDocument,
    "\n  query Translation($shortHash: String!, $input: ArticleTranslationInput) {\n    article(input: { shortHash: $shortHash }) {\n      language\n      availableTranslations\n      translation(input: $input) {\n        title\n        summary\n        content\n        language\n        model\n      }\n    }\n  }\n": types.TranslationDocument,
    "\n  query VersionTranslation($id: ID!, $input: ArticleTranslationInput) {\n    node(input: { id: $id }) {\n      ... on ArticleVersion {\n        title\n        translation(input: $input) {\n          title\n          content\n          language\n          model\n        }\n      }\n    }\n  }\n": types.VersionTranslationDocument,
    "\n  query ShortTexts($shortHash: String!, $language: UserLanguage!) {\n    moment(input: { shortHash: $shortHash }) {\n      content\n      translation(input: { language: $language }) {\n        content\n        language\n        model\n      }\n      comments(input: { first: 10, sort: oldest }) {\n        edges {\n          node {\n            state\n            content\n            translation(input: { language: $language }) {\n              content\n              language\n              model\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ShortTextsDocument,
    "\n  query UploadClientDraftTitles {\n    viewer {\n      drafts(input: { first: 5 }) {\n        edges {\n          node {\n            title\n          }\n        }\n      }\n    }\n  }\n": types.UploadClientDraftTitlesDocument,
    "\n  mutation UsdtPay($input: PayToInput!) {\n    payTo(input: $input) {\n      transaction {\n        id\n        state\n        purpose\n        amount\n        currency\n        sender {\n          id\n        }\n        recipient {\n          id\n        }\n        blockchainTx {\n          chain\n          txHash\n        }\n      }\n    }\n  }\n": types.UsdtPayDocument,
    "\n  mutation UsdtWithdraw {\n    withdrawLockedTokens {\n      transaction {\n        id\n        state\n        purpose\n        amount\n        currency\n        recipient {\n          id\n        }\n        blockchainTx {\n          chain\n          txHash\n        }\n      }\n    }\n  }\n": types.UsdtWithdrawDocument,
    "\n  query UsdtVault {\n    viewer {\n      wallet {\n        vaultUSDT\n      }\n    }\n  }\n": types.UsdtVaultDocument,
    "\n  query SortedArticles($userName: String!, $sort: UserArticlesSort, $first: Int, $after: String) {\n    user(input: { userName: $userName }) {\n      articles(input: { sort: $sort, first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.SortedArticlesDocument,
    "\n  query OwnFigures($userName: String!) {\n    user(input: { userName: $userName }) {\n      status {\n        commentCount\n        totalWordCount\n        totalReferredCount\n      }\n      liker {\n        total\n      }\n      info {\n        ipnsKey\n        socialAccounts {\n          type\n        }\n        featuredTags {\n          id\n        }\n      }\n    }\n  }\n": types.OwnFiguresDocument,
    "\n  query OtherStatus($userName: String!) {\n    user(input: { userName: $userName }) {\n      status {\n        articleCount\n        commentCount\n      }\n    }\n  }\n": types.OtherStatusDocument,
    "\n  query PublicInfo($userName: String!) {\n    user(input: { userName: $userName }) {\n      liker {\n        civicLiker\n      }\n      info {\n        ipnsKey\n        featuredTags {\n          id\n        }\n      }\n    }\n  }\n": types.PublicInfoDocument,
    "\n  query VisitorFigures {\n    viewer {\n      status {\n        commentCount\n      }\n      liker {\n        total\n      }\n      info {\n        socialAccounts {\n          type\n        }\n      }\n    }\n  }\n": types.VisitorFiguresDocument,
    "\n  query UserFeatures($userName: String!) {\n    user(input: { userName: $userName }) {\n      features {\n        fediverseBeta\n        communityWatch\n      }\n      isMomentFeedApplied\n    }\n  }\n": types.UserFeaturesDocument,
    "\n  query StageDescriptions($id: ID!) {\n    node(input: { id: $id }) {\n      ... on WritingChallenge {\n        stages {\n          name(input: { language: en })\n          description(input: { language: en })\n        }\n      }\n    }\n  }\n": types.StageDescriptionsDocument,
    "\n  query LatestWorks($userName: String!) {\n    user(input: { userName: $userName }) {\n      latestWorks {\n        __typename\n        id\n      }\n    }\n  }\n": types.LatestWorksDocument,
    "\n  query OwnLists($userName: String!, $first: Int, $after: String) {\n    user(input: { userName: $userName }) {\n      tags(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n          }\n        }\n      }\n      commentedArticles(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.OwnListsDocument,
    "\n  query OwnTags($userName: String!) {\n    user(input: { userName: $userName }) {\n      tags(input: { first: 5 }) {\n        totalCount\n      }\n    }\n  }\n": types.OwnTagsDocument,
    "\n  mutation UserStatesSet($input: UpdateUserStateInput!) {\n    updateUserState(input: $input) {\n      id\n      status {\n        state\n      }\n      oss {\n        banEndsAt\n      }\n    }\n  }\n": types.UserStatesSetDocument,
    "\n  mutation UserStatesRole($input: UpdateUserRoleInput!) {\n    updateUserRole(input: $input) {\n      id\n      status {\n        role\n      }\n    }\n  }\n": types.UserStatesRoleDocument,
    "\n  query UserStatesAudit($input: AuditLogInput!) {\n    oss {\n      auditLog(input: $input) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            action\n            actor {\n              id\n            }\n            target {\n              id\n              ... on User {\n                userName\n              }\n            }\n            targetId\n            before\n            after\n          }\n        }\n      }\n    }\n  }\n": types.UserStatesAuditDocument,
    "\n  query UserStatesFind($input: FindUsersInput!) {\n    oss {\n      findUsers(input: $input) {\n        totalCount\n        edges {\n          node {\n            id\n            userName\n          }\n        }\n      }\n    }\n  }\n": types.UserStatesFindDocument,
    "\n  mutation UserStatesDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": types.UserStatesDraftDocument,
    "\n  mutation WalletLoginGenerate($input: GenerateSigningMessageInput!) {\n    generateSigningMessage(input: $input) {\n      nonce\n      purpose\n      signingMessage\n      createdAt\n      expiredAt\n    }\n  }\n": types.WalletLoginGenerateDocument,
    "\n  mutation WalletLoginLogin($input: WalletLoginInput!) {\n    walletLogin(input: $input) {\n      auth\n      type\n      token\n      user {\n        id\n        userName\n        settings {\n          language\n        }\n        info {\n          ethAddress\n          isWalletAuth\n          cryptoWallet {\n            id\n            address\n            hasNFTs\n            nfts {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.WalletLoginLoginDocument,
    "\n  mutation WalletLoginAdd($input: WalletLoginInput!) {\n    addWalletLogin(input: $input) {\n      id\n      info {\n        ethAddress\n        isWalletAuth\n        cryptoWallet {\n          address\n        }\n      }\n    }\n  }\n": types.WalletLoginAddDocument,
    "\n  mutation WalletLoginRemove {\n    removeWalletLogin {\n      id\n      info {\n        ethAddress\n        cryptoWallet {\n          address\n        }\n      }\n    }\n  }\n": types.WalletLoginRemoveDocument,
    "\n  query WalletLoginViewer {\n    viewer {\n      id\n      info {\n        email\n        ethAddress\n        isWalletAuth\n        cryptoWallet {\n          id\n          address\n          hasNFTs\n          nfts {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.WalletLoginViewerDocument,
    "\n  query WalletLoginByAddress($address: String!) {\n    user(input: { ethAddress: $address }) {\n      id\n      info {\n        ethAddress\n        cryptoWallet {\n          address\n        }\n      }\n    }\n  }\n": types.WalletLoginByAddressDocument,
    "\n  query WalletOf($userName: String!, $input: TransactionsArgs!) {\n    user(input: { userName: $userName }) {\n      wallet {\n        balance {\n          HKD\n        }\n        stripeAccount {\n          id\n        }\n        customerPortal\n        cardLast4\n        transactions(input: $input) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            cursor\n            node {\n              id\n              state\n              purpose\n              amount\n              fee\n              currency\n              createdAt\n              message\n              sender {\n                userName\n              }\n              recipient {\n                userName\n              }\n              target {\n                __typename\n                ... on Article {\n                  shortHash\n                }\n                ... on Circle {\n                  name\n                }\n                ... on Transaction {\n                  id\n                }\n              }\n              blockchainTx {\n                chain\n                txHash\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.WalletOfDocument,
    "\n  query ViewerWallet {\n    viewer {\n      status {\n        hasPaymentPassword\n      }\n      wallet {\n        balance {\n          HKD\n        }\n      }\n    }\n  }\n": types.ViewerWalletDocument,
    "\n  query Rates($input: ExchangeRatesInput) {\n    exchangeRates(input: $input) {\n      from\n      to\n      rate\n      updatedAt\n    }\n  }\n": types.RatesDocument,
    "\n  mutation ChallengePut($input: PutWritingChallengeInput!) {\n    putWritingChallenge(input: $input) {\n      id\n      shortHash\n      state\n      channelEnabled\n      en: name(input: { language: en })\n      hant: name(input: { language: zh_hant })\n      hans: name(input: { language: zh_hans })\n      navbarTitle(input: { language: zh_hant })\n      description(input: { language: en })\n      featuredDescription(input: { language: zh_hans })\n      cover\n      link\n      applicationPeriod {\n        start\n        end\n      }\n      writingPeriod {\n        start\n        end\n      }\n      stages {\n        id\n        name(input: { language: en })\n        hant: name(input: { language: zh_hant })\n        period {\n          start\n          end\n        }\n      }\n      organizers {\n        userName\n      }\n      showOther\n      showAd\n      enableQuoteWall\n      oss {\n        exclusive\n        managers {\n          userName\n        }\n      }\n    }\n  }\n": types.ChallengePutDocument,
    "\n  query ChallengeByHash($shortHash: String!) {\n    campaign(input: { shortHash: $shortHash }) {\n      id\n      state\n      ... on WritingChallenge {\n        stages {\n          id\n        }\n      }\n    }\n  }\n": types.ChallengeByHashDocument,
    "\n  query ChallengeNode($id: ID!) {\n    node(input: { id: $id }) {\n      id\n    }\n  }\n": types.ChallengeNodeDocument,
    "\n  query ChallengeChannel($shortHash: String!) {\n    channel(input: { shortHash: $shortHash }) {\n      id\n    }\n  }\n": types.ChallengeChannelDocument,
    "\n  query ChallengeChannels {\n    channels {\n      id\n    }\n  }\n": types.ChallengeChannelsDocument,
    "\n  query ChallengeIsManager($shortHash: String!) {\n    campaign(input: { shortHash: $shortHash }) {\n      ... on WritingChallenge {\n        isManager\n      }\n    }\n  }\n": types.ChallengeIsManagerDocument,
    "\n  mutation ChallengeAnnouncements($input: PutWritingChallengeInput!) {\n    putWritingChallenge(input: $input) {\n      id\n      announcements {\n        id\n      }\n    }\n  }\n": types.ChallengeAnnouncementsDocument,
    "\n  query ChallengeAnnouncementList($shortHash: String!) {\n    campaign(input: { shortHash: $shortHash }) {\n      ... on WritingChallenge {\n        announcements {\n          id\n        }\n      }\n    }\n  }\n": types.ChallengeAnnouncementListDocument,
    "\n  query UserWritings($userName: String!, $first: Int, $after: String) {\n    user(input: { userName: $userName }) {\n      writings(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            __typename\n            ... on Article {\n              id\n            }\n            ... on Moment {\n              id\n            }\n            ... on Comment {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.UserWritingsDocument,
    "\n  query TagWritings($id: ID!, $first: Int, $after: String) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        writings(input: { first: $first, after: $after }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            pinned\n            node {\n              __typename\n              ... on Article {\n                id\n              }\n              ... on Moment {\n                id\n              }\n              ... on Comment {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.TagWritingsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminChannelsPutCuration($input: PutCurationChannelInput!) {\n    putCurationChannel(input: $input) {\n      id\n      shortHash\n      name\n      pinAmount\n      color\n      state\n      activePeriod {\n        start\n        end\n      }\n    }\n  }\n"): typeof import('./graphql').AdminChannelsPutCurationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminChannelsPutTopic($input: PutTopicChannelInput!) {\n    putTopicChannel(input: $input) {\n      id\n      shortHash\n      enabled\n      zh: name(input: { language: zh_hant })\n      en: name(input: { language: en })\n    }\n  }\n"): typeof import('./graphql').AdminChannelsPutTopicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminChannelsAdd($channel: ID!, $articles: [ID!]!) {\n    addCurationChannelArticles(input: { channel: $channel, articles: $articles }) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminChannelsAddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminChannelsRemove($channel: ID!, $articles: [ID!]!) {\n    deleteCurationChannelArticles(input: { channel: $channel, articles: $articles }) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminChannelsRemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminChannelsPin($channels: [ID!]!, $articles: [ID!]!, $pinned: Boolean!) {\n    togglePinChannelArticles(input: { channels: $channels, articles: $articles, pinned: $pinned }) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminChannelsPinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminChannelsReorder($ids: [ID!]!) {\n    reorderChannels(input: { ids: $ids })\n  }\n"): typeof import('./graphql').AdminChannelsReorderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminChannelsSetTopics($id: ID!, $channels: [ID!]!) {\n    setArticleTopicChannels(input: { id: $id, channels: $channels }) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminChannelsSetTopicsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminChannelsPage($shortHash: String!) {\n    channel(input: { shortHash: $shortHash }) {\n      id\n      ... on CurationChannel {\n        articles(input: { first: 20 }) {\n          edges {\n            pinned\n            node {\n              id\n            }\n          }\n        }\n      }\n      ... on TopicChannel {\n        articles(input: { first: 20 }) {\n          edges {\n            pinned\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminChannelsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminChannelsNav($oss: Boolean) {\n    channels(input: { oss: $oss }) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminChannelsNavDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminChannelsAudit($id: ID!) {\n    oss {\n      auditLog(input: { first: 20, targetId: $id }) {\n        totalCount\n        edges {\n          node {\n            action\n            targetId\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminChannelsAuditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminChannelsLatest($after: String, $exclude: Boolean) {\n    viewer {\n      recommendation {\n        newest(input: { first: 1, after: $after, excludeChannelArticles: $exclude }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminChannelsLatestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminChannelsPutTopicFields($input: PutTopicChannelInput!) {\n    putTopicChannel(input: $input) {\n      id\n      shortHash\n      providerId\n      navbarTitle(input: { language: zh_hant })\n      parent {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').AdminChannelsPutTopicFieldsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminChannelsReadTopic($shortHash: String!) {\n    channel(input: { shortHash: $shortHash }) {\n      ... on TopicChannel {\n        providerId\n        navbarTitle\n        parent {\n          shortHash\n        }\n      }\n      ... on CurationChannel {\n        showRecommendation\n        navbarTitle\n      }\n    }\n  }\n"): typeof import('./graphql').AdminChannelsReadTopicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CurationPutTopic($input: PutIcymiTopicInput!) {\n    putIcymiTopic(input: $input) {\n      id\n      title(input: { language: en })\n      note(input: { language: zh_hant })\n      pinAmount\n      state\n      publishedAt\n      archivedAt\n      articles {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').CurationPutTopicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurationHomeTopic($language: UserLanguage!) {\n    viewer {\n      recommendation {\n        icymiTopic {\n          id\n          title(input: { language: $language })\n          note(input: { language: $language })\n          articles {\n            id\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CurationHomeTopicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurationTopics {\n    oss {\n      icymiTopics(input: { first: 50 }) {\n        totalCount\n        edges {\n          node {\n            id\n            state\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CurationTopicsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CurationPutAnnouncement($input: PutAnnouncementInput!) {\n    putAnnouncement(input: $input) {\n      id\n      type\n      visible\n      order\n      cover\n      expiredAt\n      title(input: { language: en })\n      zhTitle: title(input: { language: zh_hant })\n      link(input: { language: en })\n      channels {\n        order\n        visible\n      }\n    }\n  }\n"): typeof import('./graphql').CurationPutAnnouncementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CurationDeleteAnnouncements($ids: [ID!]) {\n    deleteAnnouncements(input: { ids: $ids })\n  }\n"): typeof import('./graphql').CurationDeleteAnnouncementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurationAnnouncements($language: UserLanguage!) {\n    official {\n      announcements(input: { visible: true }) {\n        id\n        title(input: { language: $language })\n        content(input: { language: $language })\n        link(input: { language: $language })\n      }\n    }\n  }\n"): typeof import('./graphql').CurationAnnouncementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurationAuditLog($targetId: ID!) {\n    oss {\n      auditLog(input: { targetId: $targetId, first: 10 }) {\n        edges {\n          node {\n            action\n            targetId\n            target {\n              __typename\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CurationAuditLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminFlagsSet($input: SetFeatureInput!) {\n    setFeature(input: $input) {\n      name\n      enabled\n      flag\n      value\n    }\n  }\n"): typeof import('./graphql').AdminFlagsSetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFlagsFeatures {\n    official {\n      features {\n        name\n        enabled\n      }\n    }\n  }\n"): typeof import('./graphql').AdminFlagsFeaturesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFlagsFeatureFlags {\n    official {\n      features {\n        name\n        flag\n      }\n    }\n  }\n"): typeof import('./graphql').AdminFlagsFeatureFlagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminFlagsSeeding($input: ToggleSeedingUsersInput!) {\n    toggleSeedingUsers(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminFlagsSeedingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFlagsSeedingUsers {\n    oss {\n      seedingUsers(input: { first: 50 }) {\n        totalCount\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminFlagsSeedingUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminFlagsRestrict($input: PutRestrictedUsersInput!) {\n    putRestrictedUsers(input: $input) {\n      id\n      oss {\n        restrictions {\n          type\n          createdAt\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminFlagsRestrictDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFlagsRestrictedUsers {\n    oss {\n      restrictedUsers(input: { first: 50 }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminFlagsRestrictedUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminFlagsPutFlags($input: PutUserFeatureFlagsInput!) {\n    putUserFeatureFlags(input: $input) {\n      id\n      oss {\n        featureFlags {\n          type\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminFlagsPutFlagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFlagsLists {\n    viewer {\n      recommendation {\n        newest(input: { first: 5 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n        hottest(input: { first: 5 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminFlagsListsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTagsSearch($key: String!) {\n    search(input: { key: $key, type: Tag, first: 10 }) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminTagsSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTagsLog($targetId: ID!) {\n    oss {\n      auditLog(input: { targetId: $targetId, first: 5 }) {\n        edges {\n          node {\n            action\n            target {\n              __typename\n              ... on Tag {\n                content\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminTagsLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTagsList {\n    viewer {\n      recommendation {\n        tags(input: { first: 50 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminTagsListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnnouncementPlacements($channel: IdentityInput) {\n    official {\n      announcements(input: { channel: $channel }) {\n        title\n        translations {\n          language\n          title\n          cover\n          content\n          link\n        }\n        channels {\n          order\n          visible\n          channel {\n            __typename\n            id\n            shortHash\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AnnouncementPlacementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Announcements($id: ID, $visible: Boolean, $language: UserLanguage!) {\n    official {\n      announcements(input: { id: $id, visible: $visible }) {\n        id\n        title\n        translatedTitle: title(input: { language: $language })\n        content(input: { language: $language })\n        link(input: { language: $language })\n        type\n        visible\n        order\n        expiredAt\n      }\n    }\n  }\n"): typeof import('./graphql').AnnouncementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppreciationGive($id: ID!, $amount: Int!, $superLike: Boolean) {\n    appreciateArticle(input: { id: $id, amount: $amount, superLike: $superLike }) {\n      id\n      appreciationsReceivedTotal\n      appreciateLimit\n      appreciateLeft\n      hasAppreciate\n      canSuperLike\n    }\n  }\n"): typeof import('./graphql').AppreciationGiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppreciationArticle($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      appreciationsReceivedTotal\n      appreciateLimit\n      appreciateLeft\n      hasAppreciate\n      canSuperLike\n      appreciationsReceived(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            amount\n            purpose\n            sender {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AppreciationArticleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppreciationBlock($id: ID!) {\n    toggleBlockUser(input: { id: $id, enabled: true }) {\n      id\n    }\n  }\n"): typeof import('./graphql').AppreciationBlockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BodiesPut($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').BodiesPutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BodiesPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      id\n      publishState\n      article {\n        id\n        shortHash\n        dataHash\n        content\n      }\n    }\n  }\n"): typeof import('./graphql').BodiesPublishDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BodiesEdit($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n      title\n      dataHash\n      content\n    }\n  }\n"): typeof import('./graphql').BodiesEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BodiesRead($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      dataHash\n      content\n      contents {\n        html\n      }\n      versions(input: { first: 10 }) {\n        edges {\n          node {\n            mediaHash\n            contents {\n              html\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BodiesReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BodiesTranslate($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      translation(input: { language: zh_hant }) {\n        title\n        content\n        model\n      }\n    }\n  }\n"): typeof import('./graphql').BodiesTranslateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditPut($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').EditPutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      article {\n        id\n        shortHash\n        content\n      }\n    }\n  }\n"): typeof import('./graphql').EditPublishDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditRun($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n      state\n      pinned\n      title\n      summary\n      summaryCustomized\n      content\n      revisionCount\n      revisedAt\n      canComment\n      license\n      tags {\n        id\n        content\n        numArticles\n      }\n      versions(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            title\n            description\n            contents {\n              html\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').EditRunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditRead($shortHash: String!, $userName: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      state\n    }\n    viewer {\n      recommendation {\n        newest(input: { first: 5 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n    user(input: { userName: $userName }) {\n      pinnedWorks {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').EditReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FieldsPut($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n      indentFirstLine\n    }\n  }\n"): typeof import('./graphql').FieldsPutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FieldsPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      article {\n        id\n        shortHash\n      }\n    }\n  }\n"): typeof import('./graphql').FieldsPublishDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FieldsRead($shortHash: String!, $after: String, $first: Int) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      indentFirstLine\n      noindex\n      iscnId\n      revisionCount\n      assets {\n        id\n        type\n        path\n      }\n      connectedBy(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n          }\n        }\n      }\n      connections(input: { first: 5 }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n      collection(input: { first: 5 }) {\n        totalCount\n        edges {\n          node {\n            id\n          }\n        }\n      }\n      versions(input: { first: 5 }) {\n        totalCount\n      }\n    }\n  }\n"): typeof import('./graphql').FieldsReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FieldsEdit($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n      indentFirstLine\n      revisionCount\n    }\n  }\n"): typeof import('./graphql').FieldsEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleMarkdown($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      contents {\n        html\n        markdown\n      }\n      versions(input: { first: 1 }) {\n        edges {\n          node {\n            contents {\n              markdown\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ArticleMarkdownDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArticleModerationState($id: ID!, $state: ArticleState!) {\n    updateArticleState(input: { id: $id, state: $state }) {\n      id\n      state\n    }\n  }\n"): typeof import('./graphql').ArticleModerationStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArticleModerationSensitive($id: ID!, $sensitive: Boolean!) {\n    updateArticleSensitive(input: { id: $id, sensitive: $sensitive }) {\n      id\n      sensitiveByAdmin\n    }\n  }\n"): typeof import('./graphql').ArticleModerationSensitiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArticleModerationRecommend($id: ID!, $enabled: Boolean!, $type: RecommendTypes) {\n    toggleArticleRecommend(input: { id: $id, enabled: $enabled, type: $type }) {\n      id\n      oss {\n        inRecommendIcymi\n        inRecommendHottest\n        inRecommendNewest\n        inSearch\n      }\n    }\n  }\n"): typeof import('./graphql').ArticleModerationRecommendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArticleModerationBoost($id: ID!, $boost: Float!, $type: BoostTypes!) {\n    setBoost(input: { id: $id, boost: $boost, type: $type }) {\n      id\n      ... on Article {\n        oss {\n          boost\n          score\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ArticleModerationBoostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleModerationLists {\n    viewer {\n      recommendation {\n        newest(input: { first: 5 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n        hottest(input: { first: 5 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n        icymi(input: { first: 5 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ArticleModerationListsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleModerationTag($id: ID!) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        articles(input: { first: 10 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ArticleModerationTagDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleModerationSearch($key: String!) {\n    search(input: { key: $key, type: Article, first: 10 }) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ArticleModerationSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleModerationPage($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      state\n      sensitiveByAdmin\n    }\n  }\n"): typeof import('./graphql').ArticleModerationPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleModerationFind($key: String!) {\n    oss {\n      articles(input: { first: 10, filter: { searchKey: $key } }) {\n        totalCount\n        edges {\n          node {\n            id\n            state\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ArticleModerationFindDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleModerationNotices {\n    viewer {\n      notices(input: { first: 5 }) {\n        edges {\n          node {\n            __typename\n            ... on OfficialAnnouncementNotice {\n              message\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ArticleModerationNoticesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArticleModerationFreeze($id: ID!, $state: UserState!) {\n    updateUserState(input: { id: $id, state: $state }) {\n      id\n    }\n  }\n"): typeof import('./graphql').ArticleModerationFreezeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleModerationComment($id: ID!) {\n    node(input: { id: $id }) {\n      ... on Comment {\n        state\n        content\n      }\n    }\n  }\n"): typeof import('./graphql').ArticleModerationCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArticleModerationJudgeSpam($id: ID!, $isSpam: Boolean!) {\n    setSpamStatus(input: { id: $id, isSpam: $isSpam }) {\n      __typename\n      ... on Article {\n        oss {\n          spamStatus {\n            isSpam\n          }\n        }\n      }\n      ... on Moment {\n        spamStatus {\n          isSpam\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ArticleModerationJudgeSpamDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArticleModerationJudgeAd($id: ID!, $isAd: Boolean!) {\n    setAdStatus(input: { id: $id, isAd: $isAd }) {\n      oss {\n        adStatus {\n          isAd\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ArticleModerationJudgeAdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArticleModerationJudgeWritingAd($id: ID!, $isAd: Boolean!) {\n    setWritingAdStatus(input: { id: $id, isAd: $isAd }) {\n      __typename\n    }\n  }\n"): typeof import('./graphql').ArticleModerationJudgeWritingAdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleModerationSpamFound($isSpam: Boolean!) {\n    oss {\n      articles(input: { first: 50, filter: { isSpam: $isSpam } }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ArticleModerationSpamFoundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleModerationHotMoments {\n    viewer {\n      recommendation {\n        hottestMoments(input: { first: 5 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ArticleModerationHotMomentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleVersions($shortHash: String!, $first: Int, $after: String) {\n    article(input: { shortHash: $shortHash }) {\n      versions(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            id\n            title\n            summary\n            dataHash\n            mediaHash\n            description\n            createdAt\n            contents {\n              html\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ArticleVersionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BadgesToggle($input: ToggleUsersBadgeInput!) {\n    toggleUsersBadge(input: $input) {\n      id\n      info {\n        badges {\n          type\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BadgesToggleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BadgesBadgedUsers($input: BadgedUsersInput!) {\n    oss {\n      badgedUsers(input: $input) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BadgesBadgedUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BadgesProfile($userName: String!) {\n    user(input: { userName: $userName }) {\n      info {\n        badges {\n          type\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BadgesProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BadgesNotices {\n    viewer {\n      notices(input: { first: 20 }) {\n        edges {\n          node {\n            __typename\n            ... on OfficialAnnouncementNotice {\n              message\n              link\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BadgesNoticesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BadgesPutDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').BadgesPutDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BadgesPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      publishState\n      article {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').BadgesPublishDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BadgesEditEntry($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').BadgesEditEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BadgesPay($input: PayToInput!) {\n    payTo(input: $input) {\n      transaction {\n        state\n      }\n    }\n  }\n"): typeof import('./graphql').BadgesPayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookmarksArticle($id: ID!, $enabled: Boolean) {\n    toggleBookmarkArticle(input: { id: $id, enabled: $enabled }) {\n      id\n      bookmarked\n      subscribed\n      bookmarkCount\n    }\n  }\n"): typeof import('./graphql').BookmarksArticleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookmarksTag($id: ID!, $enabled: Boolean) {\n    toggleBookmarkTag(input: { id: $id, enabled: $enabled }) {\n      id\n      isFollower\n      numFollowers\n    }\n  }\n"): typeof import('./graphql').BookmarksTagDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookmarksMine($first: Int, $after: String) {\n    viewer {\n      id\n      bookmarkedArticles(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n        edges {\n          node {\n            id\n            bookmarked\n          }\n        }\n      }\n      bookmarkedTags(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n        edges {\n          node {\n            id\n            isFollower\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BookmarksMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookmarksSomeone($userName: String!) {\n    user(input: { userName: $userName }) {\n      bookmarkedArticles(input: { first: 5 }) {\n        totalCount\n      }\n    }\n  }\n"): typeof import('./graphql').BookmarksSomeoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CampaignApply($id: ID!) {\n    applyCampaign(input: { id: $id }) {\n      id\n      ... on WritingChallenge {\n        application {\n          state\n          createdAt\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CampaignApplyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CampaignApplicationState($input: UpdateCampaignApplicationStateInput!) {\n    updateCampaignApplicationState(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CampaignApplicationStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignParticipants($shortHash: String!, $oss: Boolean) {\n    campaign(input: { shortHash: $shortHash }) {\n      ... on WritingChallenge {\n        application {\n          state\n        }\n        participants(input: { first: 20, oss: $oss }) {\n          totalCount\n          edges {\n            application {\n              state\n            }\n            node {\n              userName\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CampaignParticipantsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CurationFeature($input: ToggleWritingChallengeFeaturedArticlesInput!) {\n    toggleWritingChallengeFeaturedArticles(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CurationFeatureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CurationBan($input: BanCampaignArticlesInput!) {\n    banCampaignArticles(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CurationBanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurationEntries($shortHash: String!, $stage: ID) {\n    campaign(input: { shortHash: $shortHash }) {\n      ... on WritingChallenge {\n        all: articles(input: { first: 20 }) {\n          totalCount\n          edges {\n            featured\n            node {\n              id\n            }\n          }\n        }\n        featured: articles(input: { first: 20, filter: { featured: true } }) {\n          totalCount\n          edges {\n            node {\n              id\n            }\n          }\n        }\n        stage: articles(input: { first: 20, filter: { stage: $stage } }) {\n          totalCount\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CurationEntriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurationArticle($id: ID!) {\n    node(input: { id: $id }) {\n      ... on Article {\n        id\n        state\n      }\n    }\n  }\n"): typeof import('./graphql').CurationArticleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurationNotices {\n    viewer {\n      notices(input: { first: 20 }) {\n        edges {\n          node {\n            __typename\n            ... on CampaignArticleNotice {\n              type\n              actors {\n                id\n              }\n              target {\n                id\n                ... on WritingChallenge {\n                  shortHash\n                }\n              }\n              article {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CurationNoticesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CurationEdit($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CurationEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CurationAnnounce($input: SendCampaignAnnouncementInput!) {\n    sendCampaignAnnouncement(input: $input)\n  }\n"): typeof import('./graphql').CurationAnnounceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurationOfficialNotices {\n    viewer {\n      notices(input: { first: 20 }) {\n        edges {\n          node {\n            __typename\n            ... on OfficialAnnouncementNotice {\n              message\n              link\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CurationOfficialNoticesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CampaignDiscussionPut($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n      type\n      content\n      node {\n        __typename\n        ... on WritingChallenge {\n          shortHash\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CampaignDiscussionPutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CampaignDiscussionDelete($id: ID!) {\n    deleteComment(input: { id: $id }) {\n      state\n    }\n  }\n"): typeof import('./graphql').CampaignDiscussionDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CampaignDiscussionPin($id: ID!) {\n    togglePinComment(input: { id: $id, enabled: true }) {\n      pinned\n    }\n  }\n"): typeof import('./graphql').CampaignDiscussionPinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignDiscussionRead($shortHash: String!) {\n    campaign(input: { shortHash: $shortHash }) {\n      ... on WritingChallenge {\n        discussionCount\n        discussion(input: { first: 10, sort: oldest }) {\n          totalCount\n          edges {\n            node {\n              id\n              state\n              content\n              author {\n                userName\n              }\n              comments(input: { first: 10 }) {\n                totalCount\n                edges {\n                  node {\n                    content\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CampaignDiscussionReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignDiscussionNode($id: ID!) {\n    node(input: { id: $id }) {\n      __typename\n      ... on Comment {\n        content\n      }\n    }\n  }\n"): typeof import('./graphql').CampaignDiscussionNodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EntryPut($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n      campaigns {\n        campaign {\n          id\n        }\n        stage {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').EntryPutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EntryPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      publishState\n      article {\n        id\n        campaigns {\n          campaign {\n            id\n          }\n          stage {\n            id\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').EntryPublishDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EntryEdit($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n      campaigns {\n        campaign {\n          id\n        }\n        stage {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').EntryEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryStageArticles($shortHash: String!, $stage: ID!) {\n    campaign(input: { shortHash: $shortHash }) {\n      ... on WritingChallenge {\n        articles(input: { first: 10, filter: { stage: $stage } }) {\n          totalCount\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').EntryStageArticlesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query EntryDraftState($id: ID!) {\n          node(input: { id: $id }) {\n            ... on Draft {\n              publishState\n              article {\n                id\n              }\n            }\n          }\n        }\n      "): typeof import('./graphql').EntryDraftStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryExclusiveFeeds {\n    viewer {\n      recommendation {\n        newest(input: { first: 10 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n        hottest(input: { first: 10 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').EntryExclusiveFeedsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryExclusiveTopic($hash: String!, $sort: ArticlesSort) {\n    channel(input: { shortHash: $hash }) {\n      ... on TopicChannel {\n        articles(input: { first: 10, sort: $sort }) {\n          totalCount\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').EntryExclusiveTopicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryExclusiveElsewhere($userName: String!, $shortHash: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 50 }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n    campaign(input: { shortHash: $shortHash }) {\n      ... on WritingChallenge {\n        articles(input: { first: 10 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').EntryExclusiveElsewhereDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryUserCampaigns($userName: String!, $after: String) {\n    user(input: { userName: $userName }) {\n      campaigns(input: { first: 2, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            ... on WritingChallenge {\n              shortHash\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').EntryUserCampaignsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation EntryExclusiveToggle($input: PutWritingChallengeInput!) {\n        putWritingChallenge(input: $input) {\n          id\n        }\n      }\n    "): typeof import('./graphql').EntryExclusiveToggleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RaceEdit($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n      title\n    }\n  }\n"): typeof import('./graphql').RaceEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RacePutDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').RacePutDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RacePublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      publishState\n    }\n  }\n"): typeof import('./graphql').RacePublishDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RaceApplicationState($input: UpdateCampaignApplicationStateInput!) {\n    updateCampaignApplicationState(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').RaceApplicationStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RaceChallengeState($input: PutWritingChallengeInput!) {\n    putWritingChallenge(input: $input) {\n      state\n    }\n  }\n"): typeof import('./graphql').RaceChallengeStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CampaignListsPut($input: PutWritingChallengeInput!) {\n    putWritingChallenge(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CampaignListsPutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignListsPage($input: CampaignsInput!) {\n    campaigns(input: $input) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        node {\n          id\n          state\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CampaignListsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignListsOrganizers($after: String) {\n    campaignOrganizers(input: { first: 50, after: $after }) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        node {\n          userName\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CampaignListsOrganizersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChannelFeedsPinned($hash: String!, $after: String, $sort: ArticlesSort) {\n    channel(input: { shortHash: $hash }) {\n      ... on TopicChannel {\n        articles(input: { first: 2, after: $after, sort: $sort }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            pinned\n            node {\n              id\n            }\n          }\n        }\n      }\n      ... on CurationChannel {\n        articles(input: { first: 2, after: $after, sort: $sort }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            pinned\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ChannelFeedsPinnedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ChannelFeedsChallenge($hash: String!, $stage: ID, $featured: Boolean) {\n      channel(input: { shortHash: $hash }) {\n        ... on WritingChallenge {\n          announcements {\n            id\n          }\n          articles(input: { first: 10, filter: { stage: $stage, featured: $featured } }) {\n            totalCount\n            edges {\n              featured\n              announcement\n              node {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql').ChannelFeedsChallengeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CircleAnalyticsRead($name: String!) {\n    circle(input: { name: $name }) {\n      analytics {\n        income {\n          history {\n            value\n            date\n          }\n          total\n          thisMonth\n          nextMonth\n        }\n        subscriber {\n          subscriberHistory {\n            value\n          }\n          inviteeHistory {\n            value\n          }\n          currentSubscriber\n          currentInvitee\n        }\n        follower {\n          history {\n            value\n          }\n          current\n          followerPercentage\n        }\n        content {\n          public {\n            node {\n              title\n            }\n            readCount\n          }\n          paywall {\n            readCount\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CircleAnalyticsReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CircleArticleNotices {\n    viewer {\n      notices(input: { first: 20 }) {\n        edges {\n          node {\n            __typename\n            ... on ArticleNotice {\n              type\n              actors {\n                userName\n              }\n              target {\n                shortHash\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CircleArticleNoticesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CircleArticleNoticesDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CircleArticleNoticesDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CircleArticleNoticesPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      article {\n        shortHash\n      }\n    }\n  }\n"): typeof import('./graphql').CircleArticleNoticesPublishDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CircleArticleNoticesPut($input: PutCircleArticlesInput!) {\n    putCircleArticles(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CircleArticleNoticesPutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CircleArticleNoticesEdit($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CircleArticleNoticesEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CircleArticleNoticesSetting($type: NotificationSettingType!, $enabled: Boolean!) {\n    updateNotificationSetting(input: { type: $type, enabled: $enabled }) {\n      id\n    }\n  }\n"): typeof import('./graphql').CircleArticleNoticesSettingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CircleDiscussionPut($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n      type\n      content\n      parentComment {\n        id\n      }\n      node {\n        __typename\n        ... on Circle {\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CircleDiscussionPutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CircleDiscussionPin($id: ID!, $enabled: Boolean) {\n    togglePinComment(input: { id: $id, enabled: $enabled }) {\n      id\n      pinned\n    }\n  }\n"): typeof import('./graphql').CircleDiscussionPinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CircleDiscussionDelete($id: ID!) {\n    deleteComment(input: { id: $id }) {\n      state\n    }\n  }\n"): typeof import('./graphql').CircleDiscussionDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CircleDiscussionRead($name: String!) {\n    circle(input: { name: $name }) {\n      discussionCount\n      discussionThreadCount\n      discussion(input: { first: 10, sort: oldest }) {\n        totalCount\n        edges {\n          node {\n            content\n            author {\n              userName\n            }\n            comments(input: { first: 10 }) {\n              totalCount\n              edges {\n                node {\n                  content\n                }\n              }\n            }\n          }\n        }\n      }\n      broadcast(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            content\n          }\n        }\n      }\n      pinnedBroadcast {\n        content\n      }\n    }\n  }\n"): typeof import('./graphql').CircleDiscussionReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CircleDiscussionNode($id: ID!) {\n    node(input: { id: $id }) {\n      __typename\n      ... on Comment {\n        content\n      }\n    }\n  }\n"): typeof import('./graphql').CircleDiscussionNodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CircleDiscussionPinOnly($id: ID!) {\n    pinComment(input: { id: $id }) {\n      id\n      pinned\n    }\n  }\n"): typeof import('./graphql').CircleDiscussionPinOnlyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CircleDiscussionUnpinOnly($id: ID!) {\n    unpinComment(input: { id: $id }) {\n      id\n      pinned\n    }\n  }\n"): typeof import('./graphql').CircleDiscussionUnpinOnlyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CircleInvitesRead($name: String!, $after: String) {\n    circle(input: { name: $name }) {\n      invites {\n        pending(input: { first: 2, after: $after }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            node {\n              state\n              freePeriod\n              invitee {\n                __typename\n                ... on User {\n                  userName\n                }\n                ... on Person {\n                  email\n                }\n              }\n            }\n          }\n        }\n        accepted(input: { first: 10 }) {\n          totalCount\n          edges {\n            node {\n              state\n              acceptedAt\n              invitee {\n                __typename\n                ... on User {\n                  userName\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CircleInvitesReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CircleInvitedByRead($name: String!) {\n    circle(input: { name: $name }) {\n      isMember\n      invitedBy {\n        freePeriod\n        state\n        inviter {\n          userName\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CircleInvitedByReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CircleInvitationNotices {\n    viewer {\n      notices(input: { first: 5 }) {\n        edges {\n          node {\n            __typename\n            ... on CircleNotice {\n              type\n              target {\n                name\n              }\n              actors {\n                userName\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CircleInvitationNoticesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CircleNoticesRead {\n    viewer {\n      notices(input: { first: 20 }) {\n        edges {\n          node {\n            __typename\n            ... on CircleNotice {\n              type\n              actors {\n                userName\n              }\n              target {\n                name\n              }\n              comments {\n                content\n              }\n              replies {\n                content\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CircleNoticesReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CircleNoticesSetting($type: NotificationSettingType!, $enabled: Boolean!) {\n    updateNotificationSetting(input: { type: $type, enabled: $enabled }) {\n      id\n    }\n  }\n"): typeof import('./graphql').CircleNoticesSettingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CircleNoticesPut($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CircleNoticesPutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CircleNoticesSubscribe($input: SubscribeCircleInput!) {\n    subscribeCircle(input: $input) {\n      client_secret\n    }\n  }\n"): typeof import('./graphql').CircleNoticesSubscribeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CircleNoticesUnsubscribe($id: ID!) {\n    unsubscribeCircle(input: { id: $id }) {\n      id\n    }\n  }\n"): typeof import('./graphql').CircleNoticesUnsubscribeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CircleNoticesFollow($id: ID!) {\n    toggleFollowCircle(input: { id: $id, enabled: true }) {\n      id\n    }\n  }\n"): typeof import('./graphql').CircleNoticesFollowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CircleNoticesInvite($input: InviteCircleInput!) {\n    invite(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CircleNoticesInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CircleMentionNoticesRead {\n    viewer {\n      notices(input: { first: 20 }) {\n        edges {\n          node {\n            __typename\n            ... on CircleNotice {\n              type\n              actors {\n                userName\n              }\n              comments {\n                content\n              }\n              replies {\n                content\n              }\n              mentions {\n                content\n              }\n            }\n            ... on CommentNotice {\n              commentNoticeType: type\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CircleMentionNoticesReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CircleNoticesLike($id: ID!) {\n    voteComment(input: { id: $id, vote: up }) {\n      upvotes\n    }\n  }\n"): typeof import('./graphql').CircleNoticesLikeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CircleNoticesLiked {\n    viewer {\n      notices(input: { first: 20 }) {\n        edges {\n          node {\n            ... on CommentNotice {\n              type\n              target {\n                type\n                node {\n                  __typename\n                  ... on Circle {\n                    name\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CircleNoticesLikedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CircleSubscriptionsRead($name: String!) {\n    circle(input: { name: $name }) {\n      isMember\n      memberUntil\n      prices {\n        amount\n        currency\n      }\n      members(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            user {\n              userName\n            }\n            price {\n              amount\n            }\n          }\n        }\n      }\n    }\n    viewer {\n      subscribedCircles(input: { first: 30 }) {\n        totalCount\n        edges {\n          node {\n            name\n          }\n        }\n      }\n      wallet {\n        balance {\n          HKD\n        }\n        transactions(input: { first: 10 }) {\n          edges {\n            node {\n              purpose\n              state\n              amount\n              currency\n              sender {\n                userName\n              }\n              recipient {\n                userName\n              }\n              target {\n                __typename\n                ... on Circle {\n                  name\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CircleSubscriptionsReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CircleTestWorks($name: String!, $after: String) {\n    circle(input: { name: $name }) {\n      works(input: { first: 2, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            title\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CircleTestWorksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CircleTestMembers($name: String!) {\n    circle(input: { name: $name }) {\n      isMember\n      members(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            user {\n              userName\n            }\n            price {\n              amount\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CircleTestMembersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CircleTestFollow($id: ID!, $enabled: Boolean) {\n    toggleFollowCircle(input: { id: $id, enabled: $enabled }) {\n      id\n      isFollower\n      followers(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            userName\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CircleTestFollowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CircleTestFollowing {\n    viewer {\n      following {\n        circles(input: { first: 5 }) {\n          totalCount\n          edges {\n            node {\n              name\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CircleTestFollowingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CollectionsRead($id: ID!, $input: CollectionArticlesInput!) {\n    node(input: { id: $id }) {\n      ... on Collection {\n        likeCount\n        liked\n        articles(input: $input) {\n          totalCount\n          pageInfo {\n            startCursor\n            endCursor\n            hasNextPage\n            hasPreviousPage\n          }\n          edges {\n            cursor\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CollectionsReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CollectionsEditArticle($input: EditArticleInput!) {\n      editArticle(input: $input) {\n        collections(input: { first: 10 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql').CollectionsEditArticleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentModerationSet($ids: [ID!]!, $state: CommentState!) {\n    updateCommentsState(input: { ids: $ids, state: $state }) {\n      id\n      state\n    }\n  }\n"): typeof import('./graphql').CommentModerationSetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentModerationReport($targetId: ID!, $reason: ReportReason!) {\n    submitReport(input: { targetId: $targetId, reason: $reason }) {\n      id\n    }\n  }\n"): typeof import('./graphql').CommentModerationReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentModerationQueue($after: String, $first: Int) {\n    oss {\n      reportGroups(input: { after: $after, first: $first }) {\n        totalCount\n        edges {\n          cursor\n          node {\n            targetId\n            target {\n              __typename\n              id\n            }\n            reasons\n            reportCount\n            reporterCount\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CommentModerationQueueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentModerationResolve($targetId: ID!) {\n    resolveReports(input: { targetId: $targetId })\n  }\n"): typeof import('./graphql').CommentModerationResolveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentWritesPut($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n      state\n      content\n      pinned\n      upvotes\n      downvotes\n      myVote\n      fromDonator\n      parentComment {\n        id\n      }\n      replyTo {\n        id\n      }\n      node {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').CommentWritesPutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentWritesDelete($id: ID!) {\n    deleteComment(input: { id: $id }) {\n      id\n      state\n      content\n    }\n  }\n"): typeof import('./graphql').CommentWritesDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentWritesPin($id: ID!, $enabled: Boolean) {\n    togglePinComment(input: { id: $id, enabled: $enabled }) {\n      id\n      pinned\n    }\n  }\n"): typeof import('./graphql').CommentWritesPinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentWritesVote($id: ID!, $vote: Vote!) {\n    voteComment(input: { id: $id, vote: $vote }) {\n      id\n      upvotes\n      downvotes\n      myVote\n    }\n  }\n"): typeof import('./graphql').CommentWritesVoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentWritesUnvote($id: ID!) {\n    unvoteComment(input: { id: $id }) {\n      id\n      upvotes\n      downvotes\n      myVote\n    }\n  }\n"): typeof import('./graphql').CommentWritesUnvoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentWritesArticle($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      commentCount\n      pinCommentLimit\n      pinCommentLeft\n      pinnedComments {\n        id\n      }\n      comments(input: { first: 20 }) {\n        totalCount\n        edges {\n          node {\n            id\n            content\n            upvotes\n            myVote\n            comments(input: { first: 20 }) {\n              totalCount\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CommentWritesArticleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentWritesList($shortHash: String!, $input: CommentsInput!, $author: ID) {\n    article(input: { shortHash: $shortHash }) {\n      comments(input: $input) {\n        totalCount\n        pageInfo {\n          startCursor\n          endCursor\n          hasNextPage\n          hasPreviousPage\n        }\n        edges {\n          cursor\n          node {\n            id\n            comments(input: { author: $author }) {\n              totalCount\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        }\n      }\n      featuredComments(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CommentWritesListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentsMoment($shortHash: String!, $first: Int, $after: String, $sort: CommentSort) {\n    moment(input: { shortHash: $shortHash }) {\n      commentCount\n      comments(input: { first: $first, after: $after, sort: $sort }) {\n        totalCount\n        pageInfo {\n          endCursor\n          hasNextPage\n          hasPreviousPage\n        }\n        edges {\n          cursor\n          node {\n            id\n            state\n            type\n            content\n            pinned\n            upvotes\n            parentComment {\n              id\n            }\n            comments(input: { first: 3 }) {\n              totalCount\n              pageInfo {\n                endCursor\n                hasNextPage\n              }\n              edges {\n                node {\n                  id\n                  content\n                  parentComment {\n                    id\n                  }\n                  replyTo {\n                    id\n                  }\n                  node {\n                    id\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CommentsMomentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query CommentsReplies($id: ID!, $after: String) {\n        node(input: { id: $id }) {\n          ... on Comment {\n            comments(input: { first: 3, after: $after }) {\n              totalCount\n              pageInfo {\n                endCursor\n                hasNextPage\n              }\n              edges {\n                node {\n                  content\n                }\n              }\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql').CommentsRepliesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query CommentsRepliesOfReply($id: ID!) {\n          node(input: { id: $id }) {\n            ... on Comment {\n              comments(input: {}) {\n                totalCount\n                edges {\n                  cursor\n                }\n              }\n            }\n          }\n        }\n      "): typeof import('./graphql').CommentsRepliesOfReplyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query CommentsBlocked($shortHash: String!) {\n          moment(input: { shortHash: $shortHash }) {\n            comments(input: { first: 50, sort: oldest }) {\n              totalCount\n              edges {\n                node {\n                  content\n                  author {\n                    isBlocking\n                  }\n                }\n              }\n            }\n          }\n        }\n      "): typeof import('./graphql').CommentsBlockedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query CommentsArticle($shortHash: String) {\n          article(input: { shortHash: $shortHash }) {\n            commentCount\n            comments(input: { first: 10 }) {\n              totalCount\n              edges {\n                node {\n                  content\n                  node {\n                    __typename\n                    ... on Article {\n                      shortHash\n                    }\n                  }\n                  comments(input: { first: 5 }) {\n                    edges {\n                      node {\n                        content\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n        }\n      "): typeof import('./graphql').CommentsArticleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WatchRemove($id: ID!, $reason: CommunityWatchRemoveCommentReason!) {\n    communityWatchRemoveComment(input: { id: $id, reason: $reason }) {\n      id\n      state\n      content\n      communityWatchAction {\n        uuid\n        reason\n        actionState\n        reviewState\n        originalContent\n        contentCleared\n        actorDisplayName\n        sourceType\n        sourceTitle\n      }\n    }\n  }\n"): typeof import('./graphql').WatchRemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WatchReadComment($id: ID!) {\n    node(input: { id: $id }) {\n      ... on Comment {\n        state\n        content\n      }\n    }\n  }\n"): typeof import('./graphql').WatchReadCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WatchQueue($reviewState: CommunityWatchReviewState, $reason: CommunityWatchRemoveCommentReason, $first: Int, $after: String) {\n    communityWatchActions(input: { reviewState: $reviewState, reason: $reason, first: $first, after: $after }) {\n      totalCount\n      edges {\n        node {\n          uuid\n          commentId\n          reason\n          reviewState\n          originalContent\n          sourceUrl\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): typeof import('./graphql').WatchQueueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WatchOne($uuid: ID!) {\n    communityWatchAction(input: { uuid: $uuid }) {\n      uuid\n      actionState\n      originalContent\n      contentCleared\n      contentHash\n    }\n  }\n"): typeof import('./graphql').WatchOneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WatchReview($uuid: ID!, $reviewState: CommunityWatchReviewState, $reason: CommunityWatchRemoveCommentReason) {\n    updateCommunityWatchActionState(input: { uuid: $uuid, reviewState: $reviewState, reason: $reason }) {\n      uuid\n      actionState\n      reviewState\n      reason\n    }\n  }\n"): typeof import('./graphql').WatchReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WatchRestore($uuid: ID!) {\n    restoreCommunityWatchComment(input: { uuid: $uuid }) {\n      uuid\n      actionState\n      reviewState\n    }\n  }\n"): typeof import('./graphql').WatchRestoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WatchClear($uuid: ID!) {\n    clearCommunityWatchOriginalContent(input: { uuid: $uuid }) {\n      uuid\n      originalContent\n      contentCleared\n    }\n  }\n"): typeof import('./graphql').WatchClearDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WatchFeatures {\n    viewer {\n      features {\n        communityWatch\n      }\n    }\n  }\n"): typeof import('./graphql').WatchFeaturesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleByMediaHash($mediaHash: String!) {\n    article(input: { mediaHash: $mediaHash }) {\n      id\n      mediaHash\n    }\n  }\n"): typeof import('./graphql').ArticleByMediaHashDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendWithToken($input: SendVerificationCodeInput!) {\n    sendVerificationCode(input: $input)\n  }\n"): typeof import('./graphql').SendWithTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DraftsPut($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n      mediaHash\n      title\n      slug\n      summary\n      summaryCustomized\n      content\n      createdAt\n      updatedAt\n      wordCount\n      tags\n      cover\n      publishState\n      publishAt\n      assets {\n        id\n        type\n        path\n        createdAt\n      }\n      article {\n        id\n      }\n      connections(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            id\n          }\n        }\n      }\n      collection(input: { first: 10 }) {\n        totalCount\n      }\n      collections(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            id\n          }\n        }\n      }\n      access {\n        type\n        circle {\n          id\n        }\n      }\n      sensitiveByAuthor\n      license\n      requestForDonation\n      replyToDonator\n      iscnPublish\n      canComment\n      indentFirstLine\n      campaigns {\n        campaign {\n          id\n          ... on WritingChallenge {\n            state\n          }\n        }\n        stage {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').DraftsPutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DraftsDelete($id: ID!) {\n    deleteDraft(input: { id: $id })\n  }\n"): typeof import('./graphql').DraftsDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DraftsNode($id: ID!) {\n    node(input: { id: $id }) {\n      id\n      ... on Draft {\n        title\n        content\n      }\n    }\n  }\n"): typeof import('./graphql').DraftsNodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DraftsList($after: String) {\n    viewer {\n      drafts(input: { first: 2, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            title\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').DraftsListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DraftsOfOthers($userName: String!) {\n    user(input: { userName: $userName }) {\n      drafts(input: { first: 5 }) {\n        totalCount\n      }\n    }\n  }\n"): typeof import('./graphql').DraftsOfOthersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FaultsComment($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').FaultsCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FaultsPutDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').FaultsPutDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FaultsPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      id\n      publishState\n      article {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').FaultsPublishDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FaultsPay($input: PayToInput!) {\n    payTo(input: $input) {\n      transaction {\n        id\n        state\n      }\n    }\n  }\n"): typeof import('./graphql').FaultsPayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FederationSetViewer($state: FederationAuthorSettingState!) {\n    setViewerFederationSetting(input: { state: $state }) {\n      userId\n      state\n      updatedBy\n    }\n  }\n"): typeof import('./graphql').FederationSetViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FederationSetArticle($id: ID!, $state: FederationArticleSettingState!) {\n    setArticleFederationSetting(input: { id: $id, state: $state }) {\n      articleId\n      state\n      updatedBy\n    }\n  }\n"): typeof import('./graphql').FederationSetArticleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FederationViewer {\n    viewer {\n      id\n      federationSetting {\n        state\n      }\n    }\n  }\n"): typeof import('./graphql').FederationViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FederationArticle($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      federationSetting {\n        state\n      }\n      federationEligibility {\n        eligible\n        reason\n        effectiveArticleSetting\n      }\n    }\n  }\n"): typeof import('./graphql').FederationArticleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FediverseAct($input: FediverseActionInput!) {\n    actFediverse(input: $input) {\n      status\n      activityId\n      remoteActorId\n    }\n  }\n"): typeof import('./graphql').FediverseActDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FediverseLookup($input: FediverseRemoteActorInput!) {\n    fediverseRemoteActor(input: $input) {\n      actorId\n    }\n  }\n"): typeof import('./graphql').FediverseLookupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FediverseProfile {\n    viewerFediverse {\n      account\n      followingCount\n      pendingFollowingCount\n      maxFollowing\n      following {\n        actorId\n        account\n        status\n      }\n      timeline {\n        objectId\n        content\n        liked\n        likeActivityId\n        remoteActor {\n          actorId\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FediverseProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FediverseArticleOfAuthor($id: ID!) {\n    fediverseArticle(input: { id: $id }) {\n      contentId\n      repliesCount\n      likesCount\n      announcesCount\n      notificationsCount\n      unreadNotificationsCount\n      replies {\n        objectId\n        content\n        publishedAt\n        liked\n        remoteActor {\n          actorId\n          account\n          name\n          url\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FediverseArticleOfAuthorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleFediversePublic($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      fediverse {\n        repliesCount\n        likesCount\n        announcesCount\n        replies {\n          objectId\n          content\n          remoteActor {\n            account\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ArticleFediversePublicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GatewayDashboard {\n    oss {\n      fediverseGateway {\n        generatedAt\n        queue {\n          total\n          pending\n          delivered\n          deadLetter\n          openDeadLetters\n          replayedDeadLetters\n          resolvedDeadLetters\n        }\n        deadLetters {\n          id\n          status\n          activityId\n          activityType\n          targetActorId\n        }\n        reports {\n          id\n          status\n          reason\n        }\n        auditEvents {\n          event\n          actorHandle\n          itemId\n          reason\n        }\n        social {\n          actors\n          blocked\n          openReports\n          timelineRetentionDays\n        }\n        domainBlocks {\n          domain\n          reason\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GatewayDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GatewayReplay($id: ID!) {\n    replayFediverseDeadLetter(input: { id: $id })\n  }\n"): typeof import('./graphql').GatewayReplayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GatewayResolveLetter($id: ID!, $reason: String!) {\n    resolveFediverseDeadLetter(input: { id: $id, reason: $reason })\n  }\n"): typeof import('./graphql').GatewayResolveLetterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GatewayResolveReport($id: ID!, $resolution: String!) {\n    resolveFediverseReport(input: { id: $id, resolution: $resolution })\n  }\n"): typeof import('./graphql').GatewayResolveReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GatewayBlock($domain: String!, $blocked: Boolean!, $reason: String) {\n    putFediverseDomainBlock(input: { domain: $domain, blocked: $blocked, reason: $reason }) {\n      domain\n      reason\n    }\n  }\n"): typeof import('./graphql').GatewayBlockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GatewayPutUser($id: ID!, $state: FederationAuthorSettingState!) {\n    putUserFederationSetting(input: { id: $id, state: $state }) {\n      userId\n      state\n      updatedBy\n    }\n  }\n"): typeof import('./graphql').GatewayPutUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GatewayPutArticle($id: ID!, $state: FederationArticleSettingState!) {\n    putArticleFederationSetting(input: { id: $id, state: $state }) {\n      articleId\n      state\n      updatedBy\n    }\n  }\n"): typeof import('./graphql').GatewayPutArticleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GatewayPrune($input: PruneFediverseSocialDataInput) {\n    pruneFediverseSocialData(input: $input)\n  }\n"): typeof import('./graphql').GatewayPruneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedsFeatured($after: String) {\n    viewer {\n      recommendation {\n        icymi(input: { first: 2, after: $after }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FeedsFeaturedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedsFollowing($after: String, $type: RecommendationFollowingFilterType) {\n    viewer {\n      recommendation {\n        following(input: { first: 3, after: $after, filter: { type: $type } }) {\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            cursor\n            node {\n              __typename\n              ... on UserPublishArticleActivity {\n                actor {\n                  userName\n                }\n                node {\n                  id\n                }\n              }\n              ... on UserAddArticleTagActivity {\n                actor {\n                  userName\n                }\n                node {\n                  id\n                }\n                target {\n                  content\n                }\n              }\n              ... on UserCreateCircleActivity {\n                actor {\n                  userName\n                }\n                node {\n                  name\n                }\n              }\n              ... on UserRecommendationActivity {\n                source\n                nodes {\n                  userName\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FeedsFollowingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedsFollowingBroadcasts {\n    viewer {\n      recommendation {\n        following(input: { first: 20 }) {\n          edges {\n            node {\n              __typename\n              ... on UserBroadcastCircleActivity {\n                actor {\n                  userName\n                }\n                node {\n                  content\n                }\n                target {\n                  name\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FeedsFollowingBroadcastsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedsAuthors($random: Int, $after: String) {\n    viewer {\n      recommendation {\n        authors(input: { first: 50, after: $after, filter: { random: $random } }) {\n          totalCount\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FeedsAuthorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FeedsCollection($id: ID!, $reversed: Boolean!, $after: String) {\n        node(input: { id: $id }) {\n          ... on Collection {\n            title\n            author {\n              userName\n            }\n            articles(input: { first: 2, reversed: $reversed, after: $after }) {\n              totalCount\n              pageInfo {\n                hasNextPage\n                endCursor\n              }\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql').FeedsCollectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query FeedsUserCollections($name: String!) {\n          user(input: { userName: $name }) {\n            collections(input: { first: 5 }) {\n              totalCount\n              edges {\n                node {\n                  title\n                }\n              }\n            }\n            pinnedWorks {\n              __typename\n              ... on Collection {\n                title\n              }\n            }\n          }\n        }\n      "): typeof import('./graphql').FeedsUserCollectionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query FeedsArticleCollections($id: ID!) {\n          node(input: { id: $id }) {\n            ... on Article {\n              collections(input: { first: 5 }) {\n                edges {\n                  node {\n                    title\n                  }\n                }\n              }\n            }\n          }\n        }\n      "): typeof import('./graphql').FeedsArticleCollectionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query FeedsRelated($hash: String!) {\n          article(input: { shortHash: $hash }) {\n            relatedArticles(input: { first: 5 }) {\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        }\n      "): typeof import('./graphql').FeedsRelatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FeedsTags($random: Int) {\n        viewer {\n          recommendation {\n            tags(input: { first: 50, filter: { random: $random } }) {\n              edges {\n                node {\n                  id\n                  numArticles\n                }\n              }\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql').FeedsTagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FeedsMoments($name: String!, $after: String) {\n        user(input: { userName: $name }) {\n          moments(input: { first: 2, after: $after }) {\n            totalCount\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n            edges {\n              node {\n                content\n              }\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql').FeedsMomentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetRequestsRecent {\n    viewer {\n      activity {\n        recentSearches(input: { first: 10 }) {\n          edges {\n            node\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetRequestsRecentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteHottest($first: Int, $after: String) {\n    viewer {\n      recommendation {\n        hottest(input: { first: $first, after: $after }) {\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SiteHottestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HottestMoments($first: Int, $after: String) {\n    viewer {\n      recommendation {\n        hottestMoments(input: { first: $first, after: $after }) {\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').HottestMomentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HottestScoreRanking($id: ID!, $after: String) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        articles(input: { sortBy: byHottestDesc, first: 10, after: $after }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').HottestScoreRankingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HottestScoreRead($id: ID!) {\n    readArticle(input: { id: $id }) {\n      id\n    }\n  }\n"): typeof import('./graphql').HottestScoreReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HottestScoreAppreciate($id: ID!) {\n    appreciateArticle(input: { id: $id, amount: 1 }) {\n      id\n    }\n  }\n"): typeof import('./graphql').HottestScoreAppreciateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HottestScoreComment($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').HottestScoreCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HottestScoreDeleteComment($id: ID!) {\n    deleteComment(input: { id: $id }) {\n      id\n    }\n  }\n"): typeof import('./graphql').HottestScoreDeleteCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HottestScorePay($input: PayToInput!) {\n    payTo(input: $input) {\n      transaction {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').HottestScorePayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IpfsPut($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').IpfsPutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IpfsPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      article {\n        id\n        shortHash\n        dataHash\n      }\n    }\n  }\n"): typeof import('./graphql').IpfsPublishDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IpfsEdit($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n      dataHash\n      mediaHash\n    }\n  }\n"): typeof import('./graphql').IpfsEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IpfsVersions($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      dataHash\n      versions(input: { first: 10 }) {\n        edges {\n          node {\n            title\n            dataHash\n            mediaHash\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').IpfsVersionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IpfsByHash($mediaHash: String!) {\n    article(input: { mediaHash: $mediaHash }) {\n      id\n    }\n  }\n"): typeof import('./graphql').IpfsByHashDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IpfsGateways {\n    official {\n      ipfsGateways\n    }\n  }\n"): typeof import('./graphql').IpfsGatewaysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LogbookWallet($userName: String!) {\n    user(input: { userName: $userName }) {\n      info {\n        cryptoWallet {\n          address\n          hasNFTs\n          nfts {\n            id\n            name\n            description\n            imageUrl\n            imagePreviewUrl\n            contractAddress\n            collectionName\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').LogbookWalletDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Migrate($input: MigrationInput!) {\n    migration(input: $input)\n  }\n"): typeof import('./graphql').MigrateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MigratedDrafts {\n    viewer {\n      drafts(input: { first: 20 }) {\n        totalCount\n        edges {\n          node {\n            id\n            title\n            summary\n            summaryCustomized\n            content\n            wordCount\n            publishState\n            assets {\n              id\n              type\n              path\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MigratedDraftsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MomentFeedApply {\n    applyMomentFeed {\n      id\n      isMomentFeedApplied\n    }\n  }\n"): typeof import('./graphql').MomentFeedApplyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MomentFeedDecide($id: ID!, $state: MomentFeedUserState!) {\n    updateMomentFeedApplicationState(input: { id: $id, state: $state }) {\n      id\n      oss {\n        momentFeedApplication {\n          state\n          reviewedBy\n          reviewer {\n            id\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MomentFeedDecideDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MomentFeedApplicants($states: [MomentFeedUserState!], $userName: String, $first: Int) {\n    oss {\n      momentFeedUsers(input: { states: $states, userName: $userName, first: $first }) {\n        totalCount\n        edges {\n          node {\n            id\n            userName\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MomentFeedApplicantsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MomentModerationPut($input: PutMomentInput!) {\n    putMoment(input: $input) {\n      id\n      shortHash\n      tags {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').MomentModerationPutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MomentModerationSetState($id: ID!, $state: MomentState!) {\n    updateMomentState(input: { id: $id, state: $state }) {\n      id\n      state\n    }\n  }\n"): typeof import('./graphql').MomentModerationSetStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MomentModerationRead($shortHash: String!, $userName: String!, $tagId: ID!) {\n    moment(input: { shortHash: $shortHash }) {\n      id\n    }\n    user(input: { userName: $userName }) {\n      moments(input: { first: 5 }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n    node(input: { id: $tagId }) {\n      ... on Tag {\n        moments(input: { first: 5 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n    viewer {\n      recommendation {\n        hottestMoments(input: { first: 1 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MomentModerationReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MomentWritingPut($input: PutMomentInput!) {\n    putMoment(input: $input) {\n      id\n      shortHash\n      content\n      state\n      likeCount\n      commentCount\n      liked\n      createdAt\n      assets {\n        id\n        type\n        path\n      }\n      tags {\n        id\n        content\n      }\n      articles {\n        id\n        shortHash\n      }\n      author {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').MomentWritingPutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MomentWritingRead($shortHash: String!) {\n    moment(input: { shortHash: $shortHash }) {\n      id\n      content\n      state\n      likeCount\n      liked\n      tags {\n        content\n      }\n      articles {\n        shortHash\n      }\n      translation(input: { language: zh_hans }) {\n        content\n      }\n    }\n  }\n"): typeof import('./graphql').MomentWritingReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MomentWritingList($userName: String!) {\n    user(input: { userName: $userName }) {\n      moments(input: { first: 5 }) {\n        totalCount\n        edges {\n          node {\n            shortHash\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MomentWritingListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MomentWritingTag($id: ID!) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        numMoments\n        numArticles\n        moments(input: { first: 5 }) {\n          totalCount\n          edges {\n            node {\n              shortHash\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MomentWritingTagDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MomentWritingDelete($id: ID!) {\n    deleteMoment(input: { id: $id }) {\n      id\n      state\n    }\n  }\n"): typeof import('./graphql').MomentWritingDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MomentWritingLike($id: ID!) {\n    likeMoment(input: { id: $id }) {\n      id\n      likeCount\n      liked\n    }\n  }\n"): typeof import('./graphql').MomentWritingLikeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MomentWritingUnlike($id: ID!) {\n    unlikeMoment(input: { id: $id }) {\n      id\n      likeCount\n      liked\n    }\n  }\n"): typeof import('./graphql').MomentWritingUnlikeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MomentsMoment($shortHash: String!) {\n    moment(input: { shortHash: $shortHash }) {\n      id\n      shortHash\n      content\n      state\n      likeCount\n      commentCount\n      liked\n      createdAt\n      assets {\n        id\n        type\n        path\n      }\n      author {\n        userName\n        displayName\n      }\n    }\n  }\n"): typeof import('./graphql').MomentsMomentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NestingDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n      content\n    }\n  }\n"): typeof import('./graphql').NestingDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NestingPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      article {\n        id\n        contents {\n          html\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').NestingPublishDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NestingEdit($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      contents {\n        html\n      }\n    }\n  }\n"): typeof import('./graphql').NestingEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NestingComment($input: PutCommentInput!) {\n    putComment(input: $input) {\n      content\n    }\n  }\n"): typeof import('./graphql').NestingCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NestingMoment($input: PutMomentInput!) {\n    putMoment(input: $input) {\n      content\n    }\n  }\n"): typeof import('./graphql').NestingMomentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewDraftFormMake {\n    putDraft(input: {}) {\n      id\n    }\n  }\n"): typeof import('./graphql').NewDraftFormMakeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query NodesUserPublic($n: String, $first: Int, $after: String) {\n      user(input: { userName: $n }) {\n        displayName\n        info {\n          description\n          badges {\n            type\n          }\n        }\n        followers(input: { first: 10 }) {\n          totalCount\n        }\n        following {\n          users(input: { first: $first, after: $after }) {\n            totalCount\n            edges {\n              cursor\n              node {\n                userName\n              }\n            }\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql').NodesUserPublicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query NodesFollowers($n: String, $after: String) {\n        user(input: { userName: $n }) {\n          followers(input: { first: 1, after: $after }) {\n            edges {\n              node {\n                userName\n              }\n            }\n            pageInfo {\n              hasNextPage\n              endCursor\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql').NodesFollowersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoticesList($first: Int, $after: String) {\n    viewer {\n      id\n      status {\n        unreadNoticeCount\n        unreadFollowing\n      }\n      notices(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            __typename\n            id\n            unread\n            createdAt\n            ... on UserNotice {\n              userType: type\n              actors {\n                id\n              }\n              userTarget: target {\n                id\n              }\n            }\n            ... on ArticleNotice {\n              articleType: type\n              actors {\n                id\n              }\n              articleTarget: target {\n                id\n              }\n            }\n            ... on ArticleArticleNotice {\n              collectedType: type\n              actors {\n                id\n              }\n              collectedTarget: target {\n                id\n              }\n              article {\n                id\n              }\n            }\n            ... on MomentNotice {\n              momentType: type\n              actors {\n                id\n              }\n              momentTarget: target {\n                id\n              }\n            }\n            ... on CommentNotice {\n              commentType: type\n              actors {\n                id\n              }\n              commentTarget: target {\n                id\n              }\n            }\n            ... on CommentCommentNotice {\n              replyType: type\n              actors {\n                id\n              }\n              replyTarget: target {\n                id\n              }\n              comment {\n                id\n              }\n            }\n            ... on CollectionNotice {\n              actors {\n                id\n              }\n              collectionTarget: target {\n                id\n              }\n            }\n            ... on TransactionNotice {\n              transactionType: type\n              actors {\n                id\n              }\n              transactionTarget: target {\n                id\n                amount\n              }\n            }\n            ... on OfficialAnnouncementNotice {\n              message\n              link\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').NoticesListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OAuthPut($input: PutOAuthClientInput!) {\n    putOAuthClient(input: $input) {\n      id\n      name\n      secret\n      scope\n      redirectURIs\n      grantTypes\n    }\n  }\n"): typeof import('./graphql').OAuthPutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OAuthRequest($input: OAuthAuthorizeInput!) {\n    oauthAuthorizationRequest(input: $input) {\n      client {\n        id\n        name\n        website\n      }\n      scope\n      errorRedirect\n      denyRedirect\n    }\n  }\n"): typeof import('./graphql').OAuthRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OAuthAuthorize($input: OAuthAuthorizeInput!) {\n    authorizeOAuthClient(input: $input)\n  }\n"): typeof import('./graphql').OAuthAuthorizeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OAuthAuthorizations {\n    viewer {\n      id\n      oauthAuthorizations {\n        client {\n          id\n          name\n        }\n        scope\n        usedAt\n      }\n    }\n  }\n"): typeof import('./graphql').OAuthAuthorizationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OAuthRevoke($input: OAuthClientInput!) {\n    revokeOAuthAuthorization(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').OAuthRevokeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentsSupporters($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      replyToDonator\n      donations(input: { first: 10 }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n        }\n        edges {\n          cursor\n          node {\n            id\n            sender {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PaymentsSupportersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query PaymentsArticleGivers(\n      $shortHash: String!\n      $purpose: TransactionPurpose!\n      $senderId: ID\n      $after: String\n      $first: Int\n    ) {\n      article(input: { shortHash: $shortHash }) {\n        donationCount\n        donated\n        transactionsReceivedBy(input: { purpose: $purpose, senderId: $senderId, first: $first, after: $after }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql').PaymentsArticleGiversDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query PaymentsRelatedDonationArticles($shortHash: String!, $random: Int) {\n      article(input: { shortHash: $shortHash }) {\n        relatedDonationArticles(input: { first: 10, random: $random }) {\n          totalCount\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql').PaymentsRelatedDonationArticlesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaywallPut($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n      access {\n        type\n        circle {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PaywallPutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaywallPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      publishState\n      article {\n        id\n        shortHash\n        access {\n          type\n          circle {\n            id\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PaywallPublishDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaywallRead($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      title\n      summary\n      content\n      contents {\n        html\n        markdown\n      }\n      displayCover\n      availableTranslations\n      translation(input: { language: zh_hant }) {\n        content\n      }\n      access {\n        type\n        circle {\n          name\n        }\n      }\n      comments(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            content\n          }\n        }\n      }\n      versions(input: { first: 1 }) {\n        edges {\n          node {\n            contents {\n              html\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PaywallReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaywallSearch($key: String!) {\n    search(input: { key: $key, type: Article, first: 10 }) {\n      edges {\n        node {\n          id\n          ... on Article {\n            summary\n            content\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PaywallSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaywallComment($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').PaywallCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaywallCircleArticles($input: PutCircleArticlesInput!) {\n    putCircleArticles(input: $input) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').PaywallCircleArticlesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaywallAccess($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      license\n      content\n      access {\n        type\n        circle {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PaywallAccessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaywallCommentNode($id: ID!) {\n    node(input: { id: $id }) {\n      id\n      ... on Comment {\n        content\n        comments(input: { first: 10 }) {\n          totalCount\n          edges {\n            node {\n              content\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PaywallCommentNodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaywallReplyNotices {\n    viewer {\n      notices(input: { first: 20 }) {\n        edges {\n          node {\n            __typename\n            ... on CommentCommentNotice {\n              comment {\n                id\n                content\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PaywallReplyNoticesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaywallEditAccess($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n      access {\n        type\n        secret\n        circle {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PaywallEditAccessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaywallReplyNode($id: ID!) {\n    node(input: { id: $id }) {\n      ... on Comment {\n        content\n        parentComment {\n          content\n        }\n        replyTo {\n          content\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PaywallReplyNodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishPut($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').PublishPutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishRun($id: ID!, $publishAt: DateTime) {\n    publishArticle(input: { id: $id, publishAt: $publishAt, iscnPublish: true }) {\n      id\n      publishState\n      mediaHash\n      publishAt\n      iscnPublish\n      article {\n        id\n        shortHash\n        state\n        title\n        summary\n        summaryCustomized\n        content\n        wordCount\n        language\n        cover\n        displayCover\n        dataHash\n        revisionCount\n        license\n        canComment\n        sensitiveByAuthor\n        requestForDonation\n        replyToDonator\n        access {\n          type\n          secret\n          circle {\n            id\n          }\n        }\n        author {\n          id\n        }\n        tags {\n          id\n          content\n          numArticles\n          numAuthors\n        }\n        versions(input: { first: 5 }) {\n          totalCount\n        }\n        connections(input: { first: 5 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n        campaigns {\n          campaign {\n            id\n          }\n          stage {\n            id\n          }\n        }\n        appreciationsReceived(input: { first: 5 }) {\n          totalCount\n        }\n        donations(input: { first: 5 }) {\n          totalCount\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PublishRunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublishWhereListed($userName: String!, $tag: ID!, $collection: ID!, $challenge: String!, $key: String!) {\n    viewer {\n      recommendation {\n        newest(input: { first: 3 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n    user(input: { userName: $userName }) {\n      articles(input: { first: 3 }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n      status {\n        articleCount\n      }\n    }\n    tag: node(input: { id: $tag }) {\n      ... on Tag {\n        articles(input: { first: 3, sortBy: byCreatedAtDesc }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n    collection: node(input: { id: $collection }) {\n      ... on Collection {\n        articles(input: { first: 3 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n    channel(input: { shortHash: $challenge }) {\n      ... on WritingChallenge {\n        articles(input: { first: 3 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n    search(input: { key: $key, type: Article, first: 3 }) {\n      edges {\n        node {\n          ... on Article {\n            id\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PublishWhereListedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PurgesPutDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').PurgesPutDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PurgesPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      article {\n        id\n        shortHash\n        tags {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PurgesPublishDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PurgesSigningMessage($input: GenerateSigningMessageInput!) {\n    generateSigningMessage(input: $input) {\n      nonce\n      signingMessage\n    }\n  }\n"): typeof import('./graphql').PurgesSigningMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PurgesWalletLogin($input: WalletLoginInput!) {\n    walletLogin(input: $input) {\n      type\n      user {\n        userName\n      }\n    }\n  }\n"): typeof import('./graphql').PurgesWalletLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PurgesAddWallet($input: WalletLoginInput!) {\n    addWalletLogin(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').PurgesAddWalletDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PurgesPutMoment($input: PutMomentInput!) {\n    putMoment(input: $input) {\n      id\n      shortHash\n      tags {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').PurgesPutMomentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuotePut($input: PutQuoteInput!) {\n    putQuote(input: $input) {\n      id\n      content\n      createdAt\n      article {\n        id\n      }\n      poster {\n        userName\n      }\n    }\n  }\n"): typeof import('./graphql').QuotePutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuoteDelete($id: ID!) {\n    deleteQuote(input: { id: $id })\n  }\n"): typeof import('./graphql').QuoteDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuoteWall($shortHash: String!, $random: Boolean) {\n    campaign(input: { shortHash: $shortHash }) {\n      ... on WritingChallenge {\n        enableQuoteWall\n        quoteCount\n        quotes(input: { first: 20, random: $random }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n          }\n          edges {\n            node {\n              content\n              poster {\n                userName\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').QuoteWallDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReadingRead($id: ID!) {\n    readArticle(input: { id: $id }) {\n      id\n      readerCount\n    }\n  }\n"): typeof import('./graphql').ReadingReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReadingClear($id: ID) {\n    clearReadHistory(input: { id: $id }) {\n      id\n    }\n  }\n"): typeof import('./graphql').ReadingClearDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReadingHistory($after: String) {\n    viewer {\n      activity {\n        history(input: { first: 2, after: $after }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            node {\n              readAt\n              article {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ReadingHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReadingLikes {\n    viewer {\n      activity {\n        appreciationsSentTotal\n        appreciationsReceivedTotal\n        appreciationsSent(input: { first: 10 }) {\n          totalCount\n          edges {\n            node {\n              amount\n              purpose\n              createdAt\n              sender {\n                id\n              }\n              recipient {\n                id\n              }\n              target {\n                id\n              }\n            }\n          }\n        }\n        appreciationsReceived(input: { first: 10 }) {\n          totalCount\n          edges {\n            node {\n              amount\n              sender {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ReadingLikesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReadingComments {\n    viewer {\n      activity {\n        comments(input: { first: 10 }) {\n          totalCount\n          edges {\n            node {\n              id\n              content\n              parentComment {\n                id\n              }\n              node {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ReadingCommentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReadingAnalytics($days: Int!) {\n    viewer {\n      analytics {\n        summary(input: { days: $days }) {\n          start\n          reads\n          readers\n          newFollowers\n          followers\n          income {\n            currency\n            amount\n            count\n          }\n          days {\n            date\n            reads\n            readers\n            newFollowers\n            income {\n              currency\n              amount\n            }\n          }\n          topWorks {\n            reads\n            readers\n            article {\n              id\n            }\n          }\n        }\n        topDonators(input: { first: 10 }) {\n          totalCount\n          edges {\n            donationCount\n            node {\n              __typename\n              ... on User {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ReadingAnalyticsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReadingDonatorsInRange($start: DateTime, $end: DateTime) {\n    viewer {\n      analytics {\n        topDonators(input: { first: 10, filter: { inRangeStart: $start, inRangeEnd: $end } }) {\n          totalCount\n          edges {\n            donationCount\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ReadingDonatorsInRangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReadingOthers($userName: String!) {\n    user(input: { userName: $userName }) {\n      activity {\n        history(input: { first: 1 }) {\n          totalCount\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ReadingOthersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReadingOthersAnalytics($userName: String!) {\n    user(input: { userName: $userName }) {\n      analytics {\n        summary(input: { days: 7 }) {\n          reads\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ReadingOthersAnalyticsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportsSubmit($targetId: ID!, $reason: ReportReason!) {\n    submitReport(input: { targetId: $targetId, reason: $reason }) {\n      id\n      reason\n      source\n      createdAt\n      reporter {\n        id\n      }\n      target {\n        __typename\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').ReportsSubmitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportsNode($id: ID!) {\n    node(input: { id: $id }) {\n      __typename\n      id\n    }\n  }\n"): typeof import('./graphql').ReportsNodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Responses($shortHash: String!, $input: ResponsesInput!) {\n    article(input: { shortHash: $shortHash }) {\n      responseCount\n      responses(input: $input) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            __typename\n            ... on Article {\n              id\n            }\n            ... on Comment {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ResponsesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResponseCounts($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 10 }) {\n        edges {\n          node {\n            id\n            responseCount\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ResponseCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchAuthorTags($key: String!, $includeAuthorTags: Boolean) {\n    search(input: { key: $key, type: Tag, includeAuthorTags: $includeAuthorTags }) {\n      totalCount\n      edges {\n        node {\n          ... on Tag {\n            id\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SearchAuthorTagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RankedSearch($input: SearchInput!) {\n    search(input: $input) {\n      totalCount\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').RankedSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Search($input: SearchInput!) {\n    search(input: $input) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          ... on Article {\n            title\n          }\n          ... on User {\n            userName\n            displayName\n          }\n          ... on Tag {\n            content\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query SearchRecent {\n      viewer {\n        activity {\n          recentSearches(input: { first: 10 }) {\n            totalCount\n            edges {\n              node\n            }\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql').SearchRecentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query SearchRecentFifty {\n          viewer {\n            activity {\n              recentSearches(input: { first: 50 }) {\n                totalCount\n                edges {\n                  node\n                }\n              }\n            }\n          }\n        }\n      "): typeof import('./graphql').SearchRecentFiftyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsSetEmail($email: String!) {\n    setEmail(input: { email: $email }) {\n      id\n      info {\n        email\n      }\n      status {\n        changeEmailTimesLeft\n      }\n    }\n  }\n"): typeof import('./graphql').SettingsSetEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsVerifyEmail($email: String!, $code: String!) {\n    verifyEmail(input: { email: $email, code: $code }) {\n      auth\n      user {\n        id\n        info {\n          email\n          emailVerified\n        }\n        status {\n          changeEmailTimesLeft\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SettingsVerifyEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsAccount {\n    viewer {\n      id\n      info {\n        email\n        userNameEditable\n      }\n      settings {\n        language\n        currency\n      }\n      status {\n        changeEmailTimesLeft\n        hasEmailLoginPassword\n      }\n    }\n  }\n"): typeof import('./graphql').SettingsAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsSessions {\n    viewer {\n      id\n      sessions {\n        id\n        userAgent\n        createdAt\n        lastSeenAt\n        current\n      }\n    }\n  }\n"): typeof import('./graphql').SettingsSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsRevokeSession($id: ID!) {\n    revokeSession(input: { id: $id })\n  }\n"): typeof import('./graphql').SettingsRevokeSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SocialStart($input: GenerateSocialLoginUrlInput!) {\n    generateSocialLoginUrl(input: $input)\n  }\n"): typeof import('./graphql').SocialStartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SocialLogin($input: SocialLoginInput!) {\n    socialLogin(input: $input) {\n      auth\n      type\n      user {\n        id\n        userName\n        settings {\n          language\n        }\n        info {\n          email\n          emailVerified\n          socialAccounts {\n            type\n            userName\n            email\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SocialLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SocialAdd($input: SocialLoginInput!) {\n    addSocialLogin(input: $input) {\n      id\n      info {\n        socialAccounts {\n          type\n          email\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SocialAddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SocialRemove($input: RemoveSocialLoginInput!) {\n    removeSocialLogin(input: $input) {\n      id\n      info {\n        socialAccounts {\n          type\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SocialRemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SocialAccountsOf($userName: String!) {\n    user(input: { userName: $userName }) {\n      info {\n        socialAccounts {\n          type\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SocialAccountsOfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikerStart {\n    generateLikerIdUrl\n  }\n"): typeof import('./graphql').LikerStartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikerLink($input: LinkLikerIdInput!) {\n    linkLikerId(input: $input) {\n      id\n      likerId\n      liker {\n        likerId\n        civicLiker\n      }\n    }\n  }\n"): typeof import('./graphql').LikerLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SocialFollow($id: ID!, $enabled: Boolean) {\n    toggleFollowUser(input: { id: $id, enabled: $enabled }) {\n      id\n      isFollowee\n      isFollower\n      followers(input: { first: 0 }) {\n        totalCount\n      }\n    }\n  }\n"): typeof import('./graphql').SocialFollowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SocialBlock($id: ID!, $enabled: Boolean) {\n    toggleBlockUser(input: { id: $id, enabled: $enabled }) {\n      id\n      isBlocking\n      isBlocked\n      isFollowee\n    }\n  }\n"): typeof import('./graphql').SocialBlockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SocialPerson($userName: String!, $first: Int, $after: String) {\n    user(input: { userName: $userName }) {\n      id\n      isFollower\n      isFollowee\n      isBlocking\n      isBlocked\n      followers(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          endCursor\n          hasNextPage\n          hasPreviousPage\n        }\n        edges {\n          cursor\n          node {\n            id\n            userName\n          }\n        }\n      }\n      following {\n        circles(input: { first: 5 }) {\n          totalCount\n          edges {\n            node {\n              id\n            }\n          }\n        }\n        users(input: { first: $first, after: $after }) {\n          totalCount\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SocialPersonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SocialBlockList($first: Int, $after: String) {\n    viewer {\n      id\n      blockList(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n        edges {\n          node {\n            id\n            isBlocking\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SocialBlockListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SocialOthersBlockList($userName: String!) {\n    user(input: { userName: $userName }) {\n      blockList(input: { first: 5 }) {\n        totalCount\n      }\n    }\n  }\n"): typeof import('./graphql').SocialOthersBlockListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SocialFollowFeed {\n    viewer {\n      recommendation {\n        following(input: { first: 50 }) {\n          edges {\n            node {\n              __typename\n              ... on UserAddArticleTagActivity {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SocialFollowFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SocialBookmarkTag($id: ID!) {\n    toggleBookmarkTag(input: { id: $id, enabled: true }) {\n      id\n    }\n  }\n"): typeof import('./graphql').SocialBookmarkTagDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagRecommended($id: ID!, $first: Int, $after: String) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        recommended(input: { first: $first, after: $after }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').TagRecommendedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagsArticles($id: ID!, $sortBy: TagArticlesSortBy, $first: Int, $after: String) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        articles(input: { sortBy: $sortBy, first: $first, after: $after }) {\n          totalCount\n          edges {\n            cursor\n            pinned\n            node {\n              id\n              title\n            }\n          }\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').TagsArticlesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query TagsArticlesByDefault($id: ID!) {\n          node(input: { id: $id }) {\n            ... on Tag {\n              articles(input: {}) {\n                totalCount\n                edges {\n                  node {\n                    id\n                    title\n                  }\n                }\n              }\n            }\n          }\n        }\n      "): typeof import('./graphql').TagsArticlesByDefaultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TagsRecommendedAuthors($id: ID!, $after: String) {\n        node(input: { id: $id }) {\n          ... on Tag {\n            recommendedAuthors(input: { first: 1, after: $after }) {\n              totalCount\n              edges {\n                node {\n                  id\n                }\n              }\n              pageInfo {\n                endCursor\n                hasNextPage\n              }\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql').TagsRecommendedAuthorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query TagsRecommended($after: String, $first: Int) {\n      viewer {\n        recommendation {\n          tags(input: { first: $first, after: $after }) {\n            totalCount\n            edges {\n              node {\n                id\n                content\n                numArticles\n              }\n            }\n            pageInfo {\n              endCursor\n              hasNextPage\n            }\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql').TagsRecommendedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FeedbackSubmit($input: SubmitTopicChannelFeedbackInput!) {\n    submitTopicChannelFeedback(input: $input) {\n      id\n      type\n      state\n      channels {\n        id\n      }\n      article {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').FeedbackSubmitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FeedbackReview($input: ReviewTopicChannelFeedbackInput!) {\n    reviewTopicChannelFeedback(input: $input) {\n      id\n      state\n    }\n  }\n"): typeof import('./graphql').FeedbackReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedbackClassification($id: ID!) {\n    article: node(input: { id: $id }) {\n      ... on Article {\n        classification {\n          topicChannel {\n            enabled\n            channels {\n              enabled\n              channel {\n                id\n              }\n            }\n            feedback {\n              id\n              type\n              state\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FeedbackClassificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedbackQueue($input: TopicChannelFeedbacksInput!) {\n    oss {\n      topicChannelFeedbacks(input: $input) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            type\n            state\n            article {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FeedbackQueueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FeedbackPutTagChannel($input: PutTagChannelInput!) {\n    putTagChannel(input: $input) {\n      id\n      channelEnabled\n      en: navbarTitle(input: { language: en })\n      zh: navbarTitle(input: { language: zh_hant })\n    }\n  }\n"): typeof import('./graphql').FeedbackPutTagChannelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FeedbackClassify($ids: [ID!]!) {\n    classifyArticlesChannels(input: { ids: $ids })\n  }\n"): typeof import('./graphql').FeedbackClassifyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TopUpExpiryAdd($amount: Float!) {\n    addCredit(input: { amount: $amount }) {\n      client_secret\n      transaction {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').TopUpExpiryAddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopUpExpiryList {\n    viewer {\n      wallet {\n        transactions(input: { first: 20 }) {\n          edges {\n            node {\n              id\n              state\n              purpose\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').TopUpExpiryListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Translation($shortHash: String!, $input: ArticleTranslationInput) {\n    article(input: { shortHash: $shortHash }) {\n      language\n      availableTranslations\n      translation(input: $input) {\n        title\n        summary\n        content\n        language\n        model\n      }\n    }\n  }\n"): typeof import('./graphql').TranslationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VersionTranslation($id: ID!, $input: ArticleTranslationInput) {\n    node(input: { id: $id }) {\n      ... on ArticleVersion {\n        title\n        translation(input: $input) {\n          title\n          content\n          language\n          model\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').VersionTranslationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShortTexts($shortHash: String!, $language: UserLanguage!) {\n    moment(input: { shortHash: $shortHash }) {\n      content\n      translation(input: { language: $language }) {\n        content\n        language\n        model\n      }\n      comments(input: { first: 10, sort: oldest }) {\n        edges {\n          node {\n            state\n            content\n            translation(input: { language: $language }) {\n              content\n              language\n              model\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ShortTextsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UploadClientDraftTitles {\n    viewer {\n      drafts(input: { first: 5 }) {\n        edges {\n          node {\n            title\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').UploadClientDraftTitlesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsdtPay($input: PayToInput!) {\n    payTo(input: $input) {\n      transaction {\n        id\n        state\n        purpose\n        amount\n        currency\n        sender {\n          id\n        }\n        recipient {\n          id\n        }\n        blockchainTx {\n          chain\n          txHash\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').UsdtPayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsdtWithdraw {\n    withdrawLockedTokens {\n      transaction {\n        id\n        state\n        purpose\n        amount\n        currency\n        recipient {\n          id\n        }\n        blockchainTx {\n          chain\n          txHash\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').UsdtWithdrawDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsdtVault {\n    viewer {\n      wallet {\n        vaultUSDT\n      }\n    }\n  }\n"): typeof import('./graphql').UsdtVaultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SortedArticles($userName: String!, $sort: UserArticlesSort, $first: Int, $after: String) {\n    user(input: { userName: $userName }) {\n      articles(input: { sort: $sort, first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SortedArticlesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnFigures($userName: String!) {\n    user(input: { userName: $userName }) {\n      status {\n        commentCount\n        totalWordCount\n        totalReferredCount\n      }\n      liker {\n        total\n      }\n      info {\n        ipnsKey\n        socialAccounts {\n          type\n        }\n        featuredTags {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').OwnFiguresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OtherStatus($userName: String!) {\n    user(input: { userName: $userName }) {\n      status {\n        articleCount\n        commentCount\n      }\n    }\n  }\n"): typeof import('./graphql').OtherStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicInfo($userName: String!) {\n    user(input: { userName: $userName }) {\n      liker {\n        civicLiker\n      }\n      info {\n        ipnsKey\n        featuredTags {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PublicInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitorFigures {\n    viewer {\n      status {\n        commentCount\n      }\n      liker {\n        total\n      }\n      info {\n        socialAccounts {\n          type\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').VisitorFiguresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserFeatures($userName: String!) {\n    user(input: { userName: $userName }) {\n      features {\n        fediverseBeta\n        communityWatch\n      }\n      isMomentFeedApplied\n    }\n  }\n"): typeof import('./graphql').UserFeaturesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StageDescriptions($id: ID!) {\n    node(input: { id: $id }) {\n      ... on WritingChallenge {\n        stages {\n          name(input: { language: en })\n          description(input: { language: en })\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').StageDescriptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatestWorks($userName: String!) {\n    user(input: { userName: $userName }) {\n      latestWorks {\n        __typename\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').LatestWorksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnLists($userName: String!, $first: Int, $after: String) {\n    user(input: { userName: $userName }) {\n      tags(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n          }\n        }\n      }\n      commentedArticles(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').OwnListsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnTags($userName: String!) {\n    user(input: { userName: $userName }) {\n      tags(input: { first: 5 }) {\n        totalCount\n      }\n    }\n  }\n"): typeof import('./graphql').OwnTagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UserStatesSet($input: UpdateUserStateInput!) {\n    updateUserState(input: $input) {\n      id\n      status {\n        state\n      }\n      oss {\n        banEndsAt\n      }\n    }\n  }\n"): typeof import('./graphql').UserStatesSetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UserStatesRole($input: UpdateUserRoleInput!) {\n    updateUserRole(input: $input) {\n      id\n      status {\n        role\n      }\n    }\n  }\n"): typeof import('./graphql').UserStatesRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserStatesAudit($input: AuditLogInput!) {\n    oss {\n      auditLog(input: $input) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            action\n            actor {\n              id\n            }\n            target {\n              id\n              ... on User {\n                userName\n              }\n            }\n            targetId\n            before\n            after\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').UserStatesAuditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserStatesFind($input: FindUsersInput!) {\n    oss {\n      findUsers(input: $input) {\n        totalCount\n        edges {\n          node {\n            id\n            userName\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').UserStatesFindDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UserStatesDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').UserStatesDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WalletLoginGenerate($input: GenerateSigningMessageInput!) {\n    generateSigningMessage(input: $input) {\n      nonce\n      purpose\n      signingMessage\n      createdAt\n      expiredAt\n    }\n  }\n"): typeof import('./graphql').WalletLoginGenerateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WalletLoginLogin($input: WalletLoginInput!) {\n    walletLogin(input: $input) {\n      auth\n      type\n      token\n      user {\n        id\n        userName\n        settings {\n          language\n        }\n        info {\n          ethAddress\n          isWalletAuth\n          cryptoWallet {\n            id\n            address\n            hasNFTs\n            nfts {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').WalletLoginLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WalletLoginAdd($input: WalletLoginInput!) {\n    addWalletLogin(input: $input) {\n      id\n      info {\n        ethAddress\n        isWalletAuth\n        cryptoWallet {\n          address\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').WalletLoginAddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WalletLoginRemove {\n    removeWalletLogin {\n      id\n      info {\n        ethAddress\n        cryptoWallet {\n          address\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').WalletLoginRemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletLoginViewer {\n    viewer {\n      id\n      info {\n        email\n        ethAddress\n        isWalletAuth\n        cryptoWallet {\n          id\n          address\n          hasNFTs\n          nfts {\n            id\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').WalletLoginViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletLoginByAddress($address: String!) {\n    user(input: { ethAddress: $address }) {\n      id\n      info {\n        ethAddress\n        cryptoWallet {\n          address\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').WalletLoginByAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletOf($userName: String!, $input: TransactionsArgs!) {\n    user(input: { userName: $userName }) {\n      wallet {\n        balance {\n          HKD\n        }\n        stripeAccount {\n          id\n        }\n        customerPortal\n        cardLast4\n        transactions(input: $input) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            cursor\n            node {\n              id\n              state\n              purpose\n              amount\n              fee\n              currency\n              createdAt\n              message\n              sender {\n                userName\n              }\n              recipient {\n                userName\n              }\n              target {\n                __typename\n                ... on Article {\n                  shortHash\n                }\n                ... on Circle {\n                  name\n                }\n                ... on Transaction {\n                  id\n                }\n              }\n              blockchainTx {\n                chain\n                txHash\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').WalletOfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerWallet {\n    viewer {\n      status {\n        hasPaymentPassword\n      }\n      wallet {\n        balance {\n          HKD\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ViewerWalletDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Rates($input: ExchangeRatesInput) {\n    exchangeRates(input: $input) {\n      from\n      to\n      rate\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').RatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChallengePut($input: PutWritingChallengeInput!) {\n    putWritingChallenge(input: $input) {\n      id\n      shortHash\n      state\n      channelEnabled\n      en: name(input: { language: en })\n      hant: name(input: { language: zh_hant })\n      hans: name(input: { language: zh_hans })\n      navbarTitle(input: { language: zh_hant })\n      description(input: { language: en })\n      featuredDescription(input: { language: zh_hans })\n      cover\n      link\n      applicationPeriod {\n        start\n        end\n      }\n      writingPeriod {\n        start\n        end\n      }\n      stages {\n        id\n        name(input: { language: en })\n        hant: name(input: { language: zh_hant })\n        period {\n          start\n          end\n        }\n      }\n      organizers {\n        userName\n      }\n      showOther\n      showAd\n      enableQuoteWall\n      oss {\n        exclusive\n        managers {\n          userName\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ChallengePutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChallengeByHash($shortHash: String!) {\n    campaign(input: { shortHash: $shortHash }) {\n      id\n      state\n      ... on WritingChallenge {\n        stages {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ChallengeByHashDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChallengeNode($id: ID!) {\n    node(input: { id: $id }) {\n      id\n    }\n  }\n"): typeof import('./graphql').ChallengeNodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChallengeChannel($shortHash: String!) {\n    channel(input: { shortHash: $shortHash }) {\n      id\n    }\n  }\n"): typeof import('./graphql').ChallengeChannelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChallengeChannels {\n    channels {\n      id\n    }\n  }\n"): typeof import('./graphql').ChallengeChannelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChallengeIsManager($shortHash: String!) {\n    campaign(input: { shortHash: $shortHash }) {\n      ... on WritingChallenge {\n        isManager\n      }\n    }\n  }\n"): typeof import('./graphql').ChallengeIsManagerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChallengeAnnouncements($input: PutWritingChallengeInput!) {\n    putWritingChallenge(input: $input) {\n      id\n      announcements {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').ChallengeAnnouncementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChallengeAnnouncementList($shortHash: String!) {\n    campaign(input: { shortHash: $shortHash }) {\n      ... on WritingChallenge {\n        announcements {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ChallengeAnnouncementListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserWritings($userName: String!, $first: Int, $after: String) {\n    user(input: { userName: $userName }) {\n      writings(input: { first: $first, after: $after }) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            __typename\n            ... on Article {\n              id\n            }\n            ... on Moment {\n              id\n            }\n            ... on Comment {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').UserWritingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagWritings($id: ID!, $first: Int, $after: String) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        writings(input: { first: $first, after: $after }) {\n          totalCount\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          edges {\n            pinned\n            node {\n              __typename\n              ... on Article {\n                id\n              }\n              ... on Moment {\n                id\n              }\n              ... on Comment {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').TagWritingsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
