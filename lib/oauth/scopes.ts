// The contract's OAuth scopes, as both faces read them: the API checks a token's operations
// against them, the consent page says them in words.
//
// `query:viewer` reads everything under `viewer`; `query:viewer:info` only `viewer.info`;
// `mutation:level1` calls every mutation of that @auth group, `mutation:level1:toggleFollowUser`
// only that one. A scope covers a path when it is the path or its ancestor, segment by segment
// (upstream matched by a bare string prefix, so `query:viewer:info` also granted a field
// named `infoX`).

const SCOPE = /^(query:viewer(:[A-Za-z_][A-Za-z0-9_]*)*|mutation:level[123](:[A-Za-z_][A-Za-z0-9_]*)?)$/;
export const MAX_SCOPES = 32;
/** The scopes an app can be given whole: every read of the viewer, each group of mutations. */
export const BROAD_SCOPES = ["query:viewer", "mutation:level1", "mutation:level2", "mutation:level3"];

export const isScope = (scope: string) => scope.length <= 200 && SCOPE.test(scope);

export function covers(scopes: readonly string[], path: string) {
  return scopes.some((scope) => path === scope || path.startsWith(`${scope}:`));
}

/** Whether some scope reaches below `path` (so a walk of the query must look further down). */
export function reachesBelow(scopes: readonly string[], path: string) {
  return scopes.some((scope) => scope.startsWith(`${path}:`));
}

/** The `scope` parameter of an authorization request: space-separated, as RFC 6749 §3.3 has it. */
export function parseScopeParam(param: string | null | undefined): string[] {
  return [...new Set((param ?? "").split(" ").filter(Boolean))];
}

/**
 * How the consent page names a scope: a message key of `OAuth.scope.*` and, for a scope
 * narrower than the broad ones, the field or mutation it names (shown as it is).
 */
export function scopeWords(scope: string): { key: string; detail?: string } {
  if (scope === "query:viewer") return { key: "readAll" };
  if (scope.startsWith("query:viewer:")) return { key: "readPart", detail: scope.slice("query:viewer:".length) };
  const [, level, name] = scope.split(":");
  if (name) return { key: "callOne", detail: name };
  return { key: level === "level1" ? "level1" : level === "level2" ? "level2" : "level3" };
}
