import {
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
  valueFromASTUntyped,
} from "graphql";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../connections";

// Depth and cost bounds, so one request cannot ask for the whole graph. Cost counts the
// objects a query may return: each field costs 1, times the page size of the lists above it
// (`first`, or the number of `ids`), as the contract's @complexity multipliers describe.

export const MAX_DEPTH = 12;
export const MAX_COST = 20_000;

export type QueryMeasure = { depth: number; cost: number };

export function measureOperation(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
): QueryMeasure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    if (def.kind === Kind.OPERATION_DEFINITION && (!operationName || def.name?.value === operationName)) {
      operation ??= def;
    }
  }
  if (!operation) return { depth: 0, cost: 0 };

  const walk = (set: SelectionSetNode, depth: number, seen: Set<string>): QueryMeasure => {
    let maxDepth = depth;
    let cost = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        if (sel.name.value.startsWith("__")) continue; // introspection is bounded by the schema
        const child = sel.selectionSet ? walk(sel.selectionSet, depth + 1, seen) : { depth, cost: 0 };
        maxDepth = Math.max(maxDepth, child.depth);
        cost += 1 + multiplier(sel.arguments ?? [], variables) * child.cost;
      } else {
        const inner =
          sel.kind === Kind.INLINE_FRAGMENT ? sel.selectionSet : fragments.get(sel.name.value)?.selectionSet;
        const key = sel.kind === Kind.FRAGMENT_SPREAD ? sel.name.value : "";
        if (!inner || (key && seen.has(key))) continue;
        const next = key ? new Set(seen).add(key) : seen;
        const child = walk(inner, depth, next);
        maxDepth = Math.max(maxDepth, child.depth);
        cost += child.cost;
      }
    }
    return { depth: maxDepth, cost };
  };
  return walk(operation.selectionSet, 0, new Set());
}

function multiplier(
  args: readonly { name: { value: string }; value: ValueNode }[],
  variables: Record<string, unknown>,
): number {
  for (const arg of args) {
    const value = valueFromASTUntyped(arg.value, variables) as unknown;
    const input =
      arg.name.value === "input" && value && typeof value === "object" ? value : { [arg.name.value]: value };
    const { first, ids } = input as { first?: unknown; ids?: unknown };
    if (Array.isArray(ids)) return Math.max(1, ids.length);
    if ("first" in input) {
      return typeof first === "number" ? Math.max(1, Math.min(first, MAX_PAGE_SIZE)) : DEFAULT_PAGE_SIZE;
    }
  }
  return 1;
}
