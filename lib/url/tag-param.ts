import { parseGlobalId } from "@/lib/graphql/global-id";
import { decodePathText } from "./path-text";

// The tag page's route parameter: `{globalId}-{slug}` (entity-paths.ts tagPath). A global id is
// base64 and holds no hyphen, so the first hyphen ends it; the slug after it only makes the
// address readable and is not checked (the page's canonical URL has the right one).

/** The global id of a `Tag:n` id in the parameter, or null for anything else (a 404). */
export function tagIdOfParam(param: string): string | null {
  const decoded = decodePathText(param);
  if (decoded === null) return null;
  const id = decoded.split("-", 1)[0] ?? "";
  return parseGlobalId(id)?.type === "Tag" ? id : null;
}
