import article from "./article";
import channel from "./channel";
import search from "./search";
import system from "./system";
import tag from "./tag";
import user from "./user";

// Our SDL, one module per domain: a subset of the API contract under the same names.
export const typeDefs = [system, user, article, channel, search, tag];
