import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  GraphQLIncludeDirective,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  GraphQLSkipDirective,
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  isAbstractType,
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
import { MAX_BATCH_SIZE } from "../batching";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../connections";
import {
  type Args,
  type Cost,
  countCost,
  emptyOnItemsOf,
  fieldCost,
  isConnectionType,
  itemWeight,
  listBound,
} from "./query-weights";

// Depth and cost bounds, checked before execution (the `guards` plugin in handler.ts), so one
// request cannot ask for the whole graph. Cost is read off the schema, not off argument names,
// and counts what execution will run:
//
// - Fields are merged as execution merges them: a field asked again under the same response
//   name (by several fragments) runs once and costs once; an alias is a field of its own and
//   costs again. On an interface or union, the costliest of its types is counted, not their sum.
// - Each call costs its weight (query-weights.ts), and a list multiplies what is under it by
//   its length. A connection's edges are `first` long: DEFAULT_PAGE_SIZE when `first` is
//   omitted or null, never more than MAX_PAGE_SIZE, as pageSize() in connections.ts reads it.
//   `nodes` is as long as its ids; other lists have their bound in query-weights.ts, and a
//   list that is always empty where it stands (a reply's replies) costs nothing.
// - A field read through a DataLoader (BATCHED in query-weights.ts) costs 1 a value, and its
//   statement once for all the calls that reach the loader together: those under one list,
//   and under lists of lists as long as nothing between them runs a statement per item (such
//   a field, a connection's page for example, answers each item at its own time, so the
//   batches below it split per item). A batch holds at most MAX_BATCH_SIZE keys.
//
// The fields of a type are costed once for each place they are met (a connection's page, the
// list they are items of), not once per spread of the fragment that holds them. What @skip or
// @include leaves out, execution never runs: it costs nothing.

export const MAX_DEPTH = 12;
/**
 * About 20,000 field values, or 130 statements (D1 allows 1,000 a request). The heaviest
 * queries we could build under it (scripts/bench/query-limits-cases.ts) took 30 to 115 ms
 * (median) on the demo data; tests/e2e/query-limits.spec.ts holds them under a second.
 */
export const MAX_COST = 20_000;

export type QueryMeasure = { depth: number; cost: number };

type Field = GraphQLField<unknown, unknown>;

/**
 * Statements batched across a list, not yet paid for: by loader and by level below the set
 * measured (calls of one loader at one level are dispatched together), how many calls.
 */
type Batches = Map<string, { statement: number; calls: number }>;

type Measure = { depth: number; cost: number; batches: Batches };

/** Where a selection set stands: the connection it selects on, and the list it is an item of. */
type Place = {
  /** On a connection: how long its edges are, and what its totalCount costs. */
  length: number;
  count: Cost;
  /** The list (schema coordinate) whose item this is, through a connection's edges. */
  itemOf: string | undefined;
};

const ROOT: Place = { length: DEFAULT_PAGE_SIZE, count: { call: 1, batch: 0 }, itemOf: undefined };
const NOTHING: Measure = { depth: 0, cost: 0, batches: new Map() };
/** Far past MAX_DEPTH: a walk this deep stops (only a cycle of fragments, refused by validation, gets there). */
const WALK_LIMIT = 64;

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
  const measure = new Walk(schema, fragments, coerced.variableValues).set(root, [operation.selectionSet], ROOT, 0);
  return { depth: measure.depth, cost: measure.cost + settle(measure.batches) };
}

/** What batched statements cost once their calls are known: one statement per batch. */
function settle(batches: Batches): number {
  let cost = 0;
  for (const { statement, calls } of batches.values()) cost += statement * Math.ceil(calls / MAX_BATCH_SIZE);
  return cost;
}

class Walk {
  private readonly memo = new Map<string, Measure>();
  private readonly nodeIds = new Map<FieldNode, number>();
  private readonly edgeTypes: Set<string>;

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: Map<string, FragmentDefinitionNode>,
    private readonly variables: VariableValues,
  ) {
    this.edgeTypes = edgeTypesOf(schema);
  }

  /** The selection sets `sets`, merged, on a value of `type`; `level` counts fields from the root. */
  set(type: GraphQLNamedType, sets: readonly SelectionSetNode[], place: Place, level: number): Measure {
    if (level > WALK_LIMIT) return { depth: level, cost: 0, batches: new Map() };
    if (isAbstractType(type)) {
      // one of its types at a time: the costliest counts
      let measure = NOTHING;
      for (const concrete of this.schema.getPossibleTypes(type)) {
        measure = costlier(measure, this.set(concrete, sets, place, level));
      }
      return measure;
    }
    if (!isObjectType(type)) return NOTHING;
    // the same fields on the same type in the same place cost the same, however they were
    // spread: a fragment met again is looked up, not walked again
    const fields = this.collect(type, sets);
    const at = `${place.length}|${place.count.call}|${place.count.batch}|${place.itemOf ?? ""}`;
    const key = `${type.name}|${at}|${[...fields.values()].map((nodes) => nodes.map((n) => this.idOf(n)).join("+")).join(",")}`;
    const known = this.memo.get(key);
    if (known) return known;
    const measure = sum([...fields.values()].map((nodes) => this.field(type, nodes, place, level)));
    this.memo.set(key, measure);
    return measure;
  }

  private idOf(node: FieldNode): number {
    const known = this.nodeIds.get(node);
    if (known !== undefined) return known;
    this.nodeIds.set(node, this.nodeIds.size);
    return this.nodeIds.size - 1;
  }

  /** The fields execution runs on a `type`, by response name, as graphql-js's collectFields groups them. */
  private collect(type: GraphQLObjectType | GraphQLNamedType, sets: readonly SelectionSetNode[]) {
    const fields = new Map<string, FieldNode[]>();
    const visited = new Set<string>();
    const visit = (set: SelectionSetNode) => {
      for (const sel of set.selections) {
        if (!this.included(sel)) continue;
        if (sel.kind === Kind.FIELD) {
          const name = (sel.alias ?? sel.name).value;
          fields.set(name, [...(fields.get(name) ?? []), sel]);
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          if (!sel.typeCondition || this.applies(sel.typeCondition.name.value, type)) visit(sel.selectionSet);
        } else if (!visited.has(sel.name.value)) {
          visited.add(sel.name.value);
          const fragment = this.fragments.get(sel.name.value);
          if (fragment && this.applies(fragment.typeCondition.name.value, type)) visit(fragment.selectionSet);
        }
      }
    };
    for (const set of sets) visit(set);
    return fields;
  }

  /** Whether a fragment on `condition` applies to a value of `type`. */
  private applies(condition: string, type: GraphQLNamedType): boolean {
    if (condition === type.name) return true;
    const on = this.schema.getType(condition);
    return Boolean(on && isAbstractType(on) && isObjectType(type) && this.schema.isSubType(on, type));
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

  /** One field as execution runs it on each value of `parent`: `nodes` are its merged occurrences. */
  private field(parent: GraphQLNamedType, nodes: FieldNode[], place: Place, level: number): Measure {
    const [node] = nodes;
    if (!node || node.name.value === "__typename") return NOTHING;
    const name = node.name.value;
    const sets = nodes.flatMap((n) => (n.selectionSet ? [n.selectionSet] : []));
    const def = this.definition(parent, name);
    // a field the schema lacks fails validation before anything runs
    if (!def) return { depth: sets.length ? 1 : 0, cost: 1, batches: new Map() };
    if (name === "totalCount" && isConnectionType(parent)) return called(place.count, `${place.itemOf}.${name}`);
    const args = this.argumentsOf(def, node);
    // arguments execution refuses (it resolves nothing below), or a list that is empty here
    if (!args || emptyOnItemsOf(parent, def, place.itemOf))
      return { depth: sets.length ? 1 : 0, cost: 1, batches: new Map() };
    const own = fieldCost(parent, def, args);
    const coordinate = `${parent.name}.${name}`;
    if (!sets.length) return called(own, coordinate);

    const returns = getNamedType(def.type);
    const inner: Place = isConnectionType(returns)
      ? {
          length: pageOf(pagingOf(def, args).first, listBound(this.schema, parent, def)),
          count: countCost(parent, def, args),
          itemOf: coordinate,
        }
      : // a connection's edges and their nodes are still items of the connection's list
        { ...ROOT, itemOf: isConnectionType(parent) || this.edgeTypes.has(parent.name) ? place.itemOf : undefined };
    const list = isListType(getNullableType(def.type));
    const length = list ? this.length(parent, def, args, place) : 1;
    // asked for none: the call, and nothing below it
    if (length === 0) return { ...called(own, coordinate), depth: 1 };
    const child = this.set(
      returns,
      sets,
      list && !isConnectionType(parent) ? { ...inner, itemOf: coordinate } : inner,
      level + 1,
    );

    // the value's cost for each of `length` items, their batches merged into one per loader and level
    const cost = own.call + length * (itemWeight(parent, def) + child.cost);
    const batches = lifted(child.batches, length);
    // a field that runs a statement of its own for each call answers each call at its own
    // time: the batches below it are paid for per call
    if (own.batch === 0 && own.call > 1)
      return { depth: child.depth + 1, cost: cost + settle(batches), batches: new Map() };
    if (own.batch > 0) addBatch(batches, coordinate, 0, own.batch, 1);
    return { depth: child.depth + 1, cost, batches };
  }

  /**
   * The field's definition; introspection is costed like the rest, its lists as long as the
   * schema's: a full introspection answer is over 100 KB and took about 50 ms.
   */
  private definition(parent: GraphQLNamedType, name: string): Field | undefined {
    if (parent === this.schema.getQueryType()) {
      if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
      if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
    }
    return isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
  }

  /** The arguments execution will pass; undefined when it refuses them (and resolves nothing below). */
  private argumentsOf(def: Field, node: FieldNode): Args | undefined {
    try {
      return getArgumentValues(def, node, this.variables) as Args;
    } catch {
      return undefined;
    }
  }

  /** How many items a list field returns at most. */
  private length(parent: GraphQLNamedType, def: Field, args: Args, place: Place): number {
    const bound = listBound(this.schema, parent, def);
    const asked = pagingOf(def, args);
    if (asked.ids !== undefined) return Math.min(asked.ids, bound ?? asked.ids);
    if (asked.paged) return pageOf(asked.first, bound);
    // a connection's edges: as long as the page it was asked for
    if (isConnectionType(parent)) return place.length;
    return bound ?? MAX_PAGE_SIZE;
  }
}

/** A field without a selection set, called once. */
function called(own: Cost, coordinate: string): Measure {
  const batches: Batches = new Map();
  if (own.batch > 0) addBatch(batches, coordinate, 0, own.batch, 1);
  return { depth: 0, cost: own.call, batches };
}

/** Batches keyed by level below the set measured and loader (the field's schema coordinate). */
function addBatch(batches: Batches, coordinate: string, level: number, statement: number, calls: number) {
  const key = `${level}:${coordinate}`;
  const known = batches.get(key);
  batches.set(key, { statement: Math.max(statement, known?.statement ?? 0), calls: (known?.calls ?? 0) + calls });
}

/** A set's batches seen from the field above it: a level further down, `times` as many calls. */
function lifted(batches: Batches, times: number): Batches {
  const up: Batches = new Map();
  for (const [key, { statement, calls }] of batches) {
    const split = key.indexOf(":");
    addBatch(up, key.slice(split + 1), Number(key.slice(0, split)) + 1, statement, calls * times);
  }
  return up;
}

function sum(parts: Measure[]): Measure {
  let depth = 0;
  let cost = 0;
  const batches: Batches = new Map();
  for (const part of parts) {
    depth = Math.max(depth, part.depth);
    cost += part.cost;
    for (const [key, { statement, calls }] of part.batches) {
      const split = key.indexOf(":");
      addBatch(batches, key.slice(split + 1), Number(key.slice(0, split)), statement, calls);
    }
  }
  return { depth, cost, batches };
}

/** Of two measures for the same place, the one that costs more (and the deeper depth). */
function costlier(a: Measure, b: Measure): Measure {
  const pick = a.cost + settle(a.batches) >= b.cost + settle(b.batches) ? a : b;
  return { ...pick, depth: Math.max(a.depth, b.depth) };
}

/** The item types of connections' edges, whose nodes are items of the connection's list. */
function edgeTypesOf(schema: GraphQLSchema): Set<string> {
  const known = edgeTypeCache.get(schema);
  if (known) return known;
  const found = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    const edges = isConnectionType(type) && (isObjectType(type) || isInterfaceType(type)) && type.getFields().edges;
    if (edges) found.add(getNamedType(edges.type).name);
  }
  edgeTypeCache.set(schema, found);
  return found;
}
const edgeTypeCache = new WeakMap<GraphQLSchema, Set<string>>();

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

type Paging = { paged: boolean; first: unknown; ids: number | undefined };

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

/** The `first` and the number of `ids` a field is asked for, as arguments or in its input object. */
function pagingOf(def: Field, args: Args): Paging {
  const holder = pagingArgument(def);
  if (!holder) return { paged: false, first: undefined, ids: undefined };
  const input = (holder === SELF ? args : args[holder]) as
    | { first?: unknown; last?: unknown; ids?: unknown }
    | null
    | undefined;
  // a page taken from the end (`last`, as a collection's articles allow) is as long as one from the start
  const first = input?.first ?? input?.last;
  return { paged: true, first, ids: Array.isArray(input?.ids) ? input.ids.length : undefined };
}

/** As pageSize() reads `first`: omitted or null is the default page; never more than `max`. */
function pageOf(first: unknown, max = MAX_PAGE_SIZE): number {
  if (typeof first !== "number" || !Number.isFinite(first)) return Math.min(DEFAULT_PAGE_SIZE, max);
  return Math.max(0, Math.min(Math.floor(first), max));
}
