import "server-only";
import { getDirective } from "@graphql-tools/utils";
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  getNamedType,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql";
import { covers, reachesBelow } from "@/lib/oauth/scopes";

// What an app acting with an OAuth token may ask, checked on the whole operation before any
// resolver runs (so nothing is half done when a later field is refused):
// - a mutation must carry @auth(mode: "oauth", group: …) and its `mutation:<group>:<name>` must
//   be covered; mutations of no group (email, password, wallets, sign-in) stay the person's own;
// - everything under `viewer`, and any field behind @auth(mode: "oauth") elsewhere, needs
//   `query:<path>` covered, path by field names (`query:viewer:info:email`); `viewer.id` is
//   always readable, so an app can tell whom it acts for;
// - what a mutation answers is the person's own data: its fields behind @auth(mode: "oauth")
//   need `query:viewer`;
// - admin fields never, whoever the person is: an app does not act as an admin.
// Public reads need no scope: a visitor could make them.

type Auth = { mode: string; group?: string };
const IDENTITY = new Set(["id", "__typename"]);

const authCache = new WeakMap<GraphQLSchema, Map<string, Auth | null>>();

function authOf(schema: GraphQLSchema, type: GraphQLCompositeType, fieldName: string): Auth | null {
  let cache = authCache.get(schema);
  if (!cache) {
    cache = new Map();
    authCache.set(schema, cache);
  }
  const key = `${type.name}.${fieldName}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const field = isObjectType(type) || isInterfaceType(type) ? type.getFields()[fieldName] : undefined;
  const auth = field ? ((getDirective(schema, field, "auth")?.[0] as Auth | undefined) ?? null) : null;
  cache.set(key, auth);
  return auth;
}

/** Why the operation is outside the token's scopes, or null when it is inside them. */
export function scopeRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  scope: readonly string[],
): string | null {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (!operation) return null;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const root = operation.operation === "mutation" ? schema.getMutationType() : schema.getQueryType();
  if (!root || operation.operation === "subscription") return "Apps may not subscribe.";

  const walk = (
    set: SelectionSetNode,
    type: GraphQLCompositeType,
    path: string[],
    covered: boolean,
    seen: Set<string>,
  ): string | null => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT || selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
        if (!fragment || (selection.kind === Kind.FRAGMENT_SPREAD && seen.has(selection.name.value))) continue;
        const condition = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : type;
        const inner = selection.kind === Kind.FRAGMENT_SPREAD ? new Set([...seen, selection.name.value]) : seen;
        const refusal = walk(
          fragment.selectionSet,
          isCompositeType(condition) ? condition : type,
          path,
          covered,
          inner,
        );
        if (refusal) return refusal;
        continue;
      }
      const name = selection.name.value;
      if (name.startsWith("__")) continue;
      const auth = authOf(schema, type, name);
      if (auth?.mode === "admin") return `${[...path, name].join(".")} is for admins, and apps never act as one.`;
      const fieldPath = [...path, name];
      if (operation.operation === "mutation" && path.length === 0) {
        const wanted = auth?.mode === "oauth" && auth.group ? `mutation:${auth.group}:${name}` : null;
        if (!wanted) return `${name} is the account holder's own: no app may call it.`;
        if (!covers(scope, wanted)) return `${name} needs the scope ${wanted}.`;
      }
      // what a mutation answers is read as the person's own data: a field behind @auth there
      // (an email in the returned user) needs the broad read scope
      const inMutation = operation.operation === "mutation";
      if (inMutation && path.length > 0 && auth?.mode === "oauth" && !covered && !covers(scope, "query:viewer")) {
        return `${fieldPath.join(".")} needs the scope query:viewer.`;
      }
      if (inMutation) {
        const refusal = walkInto(selection, type, name, fieldPath, covered, seen);
        if (refusal) return refusal;
        continue;
      }
      const scopePath = `query:${fieldPath.join(":")}`;
      const needsScope = fieldPath[0] === "viewer" || auth?.mode === "oauth";
      let below = covered;
      if (needsScope && !covered) {
        const identity = fieldPath[0] === "viewer" && fieldPath.length === 2 && IDENTITY.has(name);
        // `viewer` itself is entered to reach its id; a narrower scope is entered to reach its field
        const entered =
          !!selection.selectionSet && ((name === "viewer" && fieldPath.length === 1) || reachesBelow(scope, scopePath));
        if (covers(scope, scopePath)) below = true;
        else if (!identity && !entered) return `${fieldPath.join(".")} needs the scope ${scopePath}.`;
      }
      const refusal = walkInto(selection, type, name, fieldPath, below, seen);
      if (refusal) return refusal;
    }
    return null;
  };
  const walkInto = (
    selection: FieldNode,
    type: GraphQLCompositeType,
    name: string,
    fieldPath: string[],
    covered: boolean,
    seen: Set<string>,
  ): string | null => {
    if (!selection.selectionSet) return null;
    const fieldType = isObjectType(type) || isInterfaceType(type) ? type.getFields()[name]?.type : undefined;
    const named = fieldType ? getNamedType(fieldType) : undefined;
    return named && isCompositeType(named) ? walk(selection.selectionSet, named, fieldPath, covered, seen) : null;
  };
  return walk(operation.selectionSet, root, [], false, new Set());
}
