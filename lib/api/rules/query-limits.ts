import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  GraphQLIncludeDirective,
  type GraphQLNamedType,
  type GraphQLSchema,
  GraphQLSkipDirective,
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  SchemaMetaFieldDef,
  type SelectionSetNode,
  TypeMetaFieldDef,
  type VariableValues,
} from "graphql";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../connections";
import { COUNT, countWeight, fieldWeight, isConnectionType, itemWeight, listBound } from "./query-weights";

// Depth and cost bounds, checked before execution (the `guards` plugin in handler.ts), so one
// request cannot ask for the whole graph. Cost is read off the schema, not off argument names:
// each field costs its weight (query-weights.ts), and a list multiplies what is under it by
// its length. A connection's edges are `first` long: DEFAULT_PAGE_SIZE when `first` is
// omitted or null, never more than MAX_PAGE_SIZE, as pageSize() in connections.ts reads it.
// `nodes` is as long as its ids; other lists have their bound in query-weights.ts.
//
// Each fragment is costed once, not once per spread, so the walk is linear in the document;
// a fragment spread inside itself (refused by validation anyway) adds nothing. What @skip or
// @include leaves out, execution never runs: it costs nothing.

export const MAX_DEPTH = 12;
/**
 * About 20,000 field values, or 130 keyed statements (D1 allows 1,000 a request). The heaviest
 * queries we could build under it (scripts/bench/query-limits-cases.ts) took 30 to 115 ms
 * (median) on the demo data; tests/e2e/query-limits.spec.ts holds them under a second.
 */
export const MAX_COST = 20_000;

export type QueryMeasure = { depth: number; cost: number };

type Field = GraphQLField<unknown, unknown>;
/** What a connection's own fields cost: how long its edges are, and what its totalCount costs. */
type Page = { length: number; count: number };

const NO_PAGE: Page = { length: DEFAULT_PAGE_SIZE, count: 1 + COUNT };

export function measureOperation(
  schema: GraphQLSchema,
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
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return { depth: 0, cost: 0 };
  // the values execution will see, defaults included; variables it refuses run nothing at all
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables, { maxErrors: 1 });
  if (coerced.errors) return { depth: 0, cost: 0 };
  return new Walk(schema, fragments, coerced.variableValues).set(operation.selectionSet, root, NO_PAGE);
}

class Walk {
  private readonly memo = new Map<string, QueryMeasure>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: Map<string, FragmentDefinitionNode>,
    private readonly variables: VariableValues,
  ) {}

  /** `page` describes the connection this set selects on, when it is one. */
  set(set: SelectionSetNode, type: GraphQLNamedType | undefined, page: Page): QueryMeasure {
    let depth = 0;
    let cost = 0;
    for (const sel of set.selections) {
      if (!this.included(sel)) continue;
      let inner: QueryMeasure;
      if (sel.kind === Kind.FIELD) {
        inner = this.field(sel, type, page);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const on = sel.typeCondition ? this.schema.getType(sel.typeCondition.name.value) : type;
        inner = this.set(sel.selectionSet, on, page);
      } else {
        inner = this.spread(sel.name.value, page);
      }
      depth = Math.max(depth, inner.depth);
      cost += inner.cost;
    }
    return { depth, cost };
  }

  /** Whether execution runs a selection: not skipped, and included (both directives may be given). */
  private included(node: SelectionSetNode["selections"][number]): boolean {
    try {
      if (getDirectiveValues(GraphQLSkipDirective, node, this.variables)?.if === true) return false;
      return getDirectiveValues(GraphQLIncludeDirective, node, this.variables)?.if !== false;
    } catch {
      // a directive argument execution refuses: validation answers it, nothing runs
      return false;
    }
  }

  private spread(name: string, page: Page): QueryMeasure {
    const fragment = this.fragments.get(name);
    if (!fragment) return { depth: 0, cost: 0 };
    const on = this.schema.getType(fragment.typeCondition.name.value);
    // the page matters only to a fragment on a connection; one entry serves every other spread
    const key = isConnectionType(on) ? `${name}:${page.length}:${page.count}` : name;
    const known = this.memo.get(key);
    if (known) return known;
    this.memo.set(key, { depth: 0, cost: 0 });
    const measure = this.set(fragment.selectionSet, on, page);
    this.memo.set(key, measure);
    return measure;
  }

  private field(node: FieldNode, parent: GraphQLNamedType | undefined, page: Page): QueryMeasure {
    const name = node.name.value;
    const below = node.selectionSet ? 1 : 0;
    if (name === "__typename") return { depth: 0, cost: 0 };
    const def = this.definition(parent, name);
    // a field the schema lacks fails validation before anything runs
    if (!parent || !def) return { depth: below, cost: 1 };
    if (name === "totalCount" && isConnectionType(parent)) return { depth: 0, cost: page.count };
    const weight = fieldWeight(this.schema, parent, def);
    if (!node.selectionSet) return { depth: 0, cost: weight };

    const asked = this.paging(def, node);
    const returns = getNamedType(def.type);
    const inner = isConnectionType(returns)
      ? { length: pageOf(asked.first), count: countWeight(this.schema, parent, def) }
      : NO_PAGE;
    const child = this.set(node.selectionSet, returns, inner);
    if (!isListType(getNullableType(def.type))) return { depth: child.depth + 1, cost: weight + child.cost };
    const length = this.length(parent, def, asked, page);
    return { depth: child.depth + 1, cost: weight + length * (itemWeight(parent, def) + child.cost) };
  }

  /**
   * The field's definition; introspection is costed like the rest, its lists as long as the
   * schema's: a full introspection answer is over 100 KB and took about 50 ms.
   */
  private definition(parent: GraphQLNamedType | undefined, name: string): Field | undefined {
    if (parent && parent === this.schema.getQueryType()) {
      if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
      if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
    }
    return isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
  }

  /** How many items a list field returns at most. */
  private length(parent: GraphQLNamedType, def: Field, asked: Asked, page: Page): number {
    const bound = listBound(this.schema, parent, def);
    if (asked.ids !== undefined) return Math.min(asked.ids, bound ?? asked.ids);
    if (asked.paged) return pageOf(asked.first, bound);
    // a connection's edges: as long as the page it was asked for
    if (isConnectionType(parent)) return page.length;
    return bound ?? MAX_PAGE_SIZE;
  }

  /** The `first` and the number of `ids` a field is asked for, as arguments or in its input object. */
  private paging(def: Field, node: FieldNode): Asked {
    const holder = pagingArgument(def);
    if (!holder) return { paged: false, first: undefined, ids: undefined };
    let values: Record<string, unknown>;
    try {
      values = getArgumentValues(def, node, this.variables);
    } catch {
      // execution refuses these arguments too, and resolves nothing below the field
      return { paged: true, first: 0, ids: 0 };
    }
    const input = (holder === SELF ? values : values[holder]) as
      | { first?: unknown; last?: unknown; ids?: unknown }
      | null
      | undefined;
    // a page taken from the end (`last`, as a collection's articles allow) is as long as one from the start
    const first = input?.first ?? input?.last;
    return { paged: true, first, ids: Array.isArray(input?.ids) ? input.ids.length : undefined };
  }
}

/**
 * List fields whose length the walk cannot tell: neither paged (`first`, `ids`), nor a
 * connection's edges, nor bounded in query-weights.ts. They are counted as MAX_PAGE_SIZE long;
 * a test keeps this empty, so each new list gets a length on purpose.
 */
export function unboundedLists(schema: GraphQLSchema): string[] {
  const found: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__") || !(isObjectType(type) || isInterfaceType(type))) continue;
    for (const def of Object.values(type.getFields())) {
      if (!isListType(getNullableType(def.type)) || pagingArgument(def) || isConnectionType(type)) continue;
      if (listBound(schema, type, def) === undefined) found.push(`${type.name}.${def.name}`);
    }
  }
  return found;
}

type Asked = { paged: boolean; first: unknown; ids: number | undefined };

const SELF = Symbol("the field's own arguments");

/** Where a field takes `first` or `ids`: among its own arguments, in one input object argument, or nowhere. */
function pagingArgument(def: Field): string | typeof SELF | undefined {
  for (const arg of def.args) {
    if (arg.name === "first" || arg.name === "ids") return SELF;
    const type = getNamedType(arg.type);
    if (isInputObjectType(type)) {
      const fields = type.getFields();
      if ("first" in fields || "ids" in fields) return arg.name;
    }
  }
  return undefined;
}

/** As pageSize() reads `first`: omitted or null is the default page; never more than `max`. */
function pageOf(first: unknown, max = MAX_PAGE_SIZE): number {
  if (typeof first !== "number" || !Number.isFinite(first)) return Math.min(DEFAULT_PAGE_SIZE, max);
  return Math.max(0, Math.min(Math.floor(first), max));
}
