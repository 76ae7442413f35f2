import type { ViewerSummaryQuery } from "./generated/graphql";

/**
 * What the API answers a visitor (no session) for the viewer summary: the same for every
 * visitor, so a visitor's page need not ask (lib/graphql/reads/viewer.ts);
 * tests/api/visitor-summary.test.ts holds it to the API's answer.
 */
export const VISITOR_SUMMARY: NonNullable<ViewerSummaryQuery["viewer"]> = {
  id: "",
  userName: null,
  displayName: null,
  avatar: null,
  status: null,
  ownCircles: [],
  settings: { language: "en" },
};
