import article from "./article";
import articleVersion from "./article-version";
import channel from "./channel";
import collection from "./collection";
import comment from "./comment";
import feed from "./feed";
import moment from "./moment";
import search from "./search";
import system from "./system";
import tag from "./tag";
import user from "./user";

// Our SDL, one module per domain: a subset of the API contract under the same names.
export const typeDefs = [
  system,
  user,
  article,
  channel,
  search,
  feed,
  collection,
  moment,
  comment,
  articleVersion,
  tag,
];
