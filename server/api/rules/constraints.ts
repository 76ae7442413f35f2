import { getDirective } from "@graphql-tools/utils";
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
  getNullableType,
  isInputObjectType,
  isListType,
  isScalarType,
} from "graphql";
import { ApiError, type ErrorCode } from "../errors";
import { isEmail } from "../validation";

// The contract's @constraint: bounds on arguments and input fields, checked on the arguments as
// the resolver would get them (variables substituted, defaults applied), before it runs. A bound
// the schema cannot hold (a length on a number, an unknown format, a constraint on an output
// field) stops the schema from building rather than being ignored.

/** The directive's arguments. `uniqueTypeName` names a wrapper scalar in other servers; not here. */
export type Constraint = {
  minLength?: number;
  maxLength?: number;
  startsWith?: string;
  endsWith?: string;
  contains?: string;
  notContains?: string;
  pattern?: string;
  format?: string;
  min?: number;
  max?: number;
  exclusiveMin?: number;
  exclusiveMax?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  uniqueTypeName?: string;
};

/** A failed bound: what the value must be ("be at most 49"), and a code other than BAD_USER_INPUT where the catalogue has one. */
type Failure = { must: string; code?: ErrorCode };
type Test<V> = (value: V) => Failure | undefined;

/** Characters as people count them in one code point each (CJK, emoji), not UTF-16 units. */
const length = (text: string) => [...text].length;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * Formats the contract names. An email must pass the same test the account services apply, and
 * fails with their code; a `uri` must be an absolute http or https address, which every field
 * the contract bounds this way is (links, websites, upload and federation addresses).
 */
const FORMATS: Record<string, Failure & { test: (value: string) => boolean }> = {
  email: { test: isEmail, must: "be an email address", code: "USER_EMAIL_INVALID" },
  uri: { test: isWebAddress, must: "be an http or https address" },
};

function isWebAddress(value: string): boolean {
  if (/\s/u.test(value)) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

function stringTests(c: Constraint, where: string): Test<string>[] {
  const tests: Test<string>[] = [];
  const add = (ok: (v: string) => boolean, failure: Failure) => tests.push((v) => (ok(v) ? undefined : failure));
  const { minLength, maxLength, startsWith, endsWith, contains, notContains, pattern, format } = c;
  if (minLength != null)
    add((v) => length(v) >= minLength, { must: `have at least ${plural(minLength, "character")}` });
  if (maxLength != null) add((v) => length(v) <= maxLength, { must: `have at most ${plural(maxLength, "character")}` });
  if (startsWith != null) add((v) => v.startsWith(startsWith), { must: `start with "${startsWith}"` });
  if (endsWith != null) add((v) => v.endsWith(endsWith), { must: `end with "${endsWith}"` });
  if (contains != null) add((v) => v.includes(contains), { must: `contain "${contains}"` });
  if (notContains != null) add((v) => !v.includes(notContains), { must: `not contain "${notContains}"` });
  if (pattern != null) {
    const regex = new RegExp(pattern, "u");
    add((v) => regex.test(v), { must: `match /${pattern}/` });
  }
  if (format != null) {
    const known = FORMATS[format];
    if (!known) throw new Error(`@constraint on ${where}: unknown format "${format}".`);
    add(known.test, known);
  }
  return tests;
}

function numberTests(c: Constraint): Test<number>[] {
  const tests: Test<number>[] = [];
  const add = (ok: (v: number) => boolean, must: string) => tests.push((v) => (ok(v) ? undefined : { must }));
  const { min, max, exclusiveMin, exclusiveMax, multipleOf } = c;
  if (min != null) add((v) => v >= min, `be at least ${min}`);
  if (max != null) add((v) => v <= max, `be at most ${max}`);
  if (exclusiveMin != null) add((v) => v > exclusiveMin, `be more than ${exclusiveMin}`);
  if (exclusiveMax != null) add((v) => v < exclusiveMax, `be less than ${exclusiveMax}`);
  // a tolerance for binary fractions: 0.3 is a multiple of 0.1
  if (multipleOf != null)
    add((v) => Math.abs(v / multipleOf - Math.round(v / multipleOf)) < 1e-9, `be a multiple of ${multipleOf}`);
  return tests;
}

function listTests(c: Constraint): Test<unknown[]>[] {
  const tests: Test<unknown[]>[] = [];
  const { minItems, maxItems } = c;
  if (minItems != null)
    tests.push((v) => (v.length >= minItems ? undefined : { must: `hold at least ${plural(minItems, "item")}` }));
  if (maxItems != null)
    tests.push((v) => (v.length <= maxItems ? undefined : { must: `hold at most ${plural(maxItems, "item")}` }));
  return tests;
}

const STRING_BOUNDS = [
  "minLength",
  "maxLength",
  "startsWith",
  "endsWith",
  "contains",
  "notContains",
  "pattern",
  "format",
] as const;
const NUMBER_BOUNDS = ["min", "max", "exclusiveMin", "exclusiveMax", "multipleOf"] as const;
const LIST_BOUNDS = ["minItems", "maxItems"] as const;

const has = (c: Constraint, bounds: readonly (keyof Constraint)[]) => bounds.some((b) => c[b] != null);

/** Checks one value at a path such as `input.ids[2]`; throws the refusal. */
type Check = (value: unknown, path: string) => void;

function refuse(path: string, failure: Failure): never {
  throw new ApiError(failure.code ?? "BAD_USER_INPUT", `\`${path}\` must ${failure.must}.`, { field: path });
}

function run<V>(tests: Test<V>[], value: V, path: string) {
  for (const test of tests) {
    const failure = test(value);
    if (failure) refuse(path, failure);
  }
}

/** Builds the checks of a schema's arguments; input object types are walked once each. */
export class ConstraintChecks {
  private readonly objects = new Map<string, Check | undefined>();
  private readonly building = new Set<string>();

  constructor(private readonly schema: GraphQLSchema) {}

  /** The check of a field's arguments, or undefined when none of them is bounded anywhere. */
  forArguments(args: readonly GraphQLArgument[], where: string) {
    const checks = args.flatMap((arg) => {
      const check = this.forPosition(arg.type, this.constraintOf(arg), `${where}(${arg.name})`);
      return check ? [[arg.name, check] as const] : [];
    });
    if (checks.length === 0) return undefined;
    return (values: Record<string, unknown>) => {
      for (const [name, check] of checks) check(values[name], name);
    };
  }

  /** Throws for @constraint where this server cannot check it: on an output field. */
  refuseOnOutput(field: GraphQLField<unknown, unknown>, where: string) {
    if (getDirective(this.schema, field, "constraint")) {
      throw new Error(`@constraint on ${where}: only arguments and input fields are checked.`);
    }
  }

  private constraintOf(node: GraphQLArgument | GraphQLInputField): Constraint | undefined {
    return getDirective(this.schema, node, "constraint")?.[0] as Constraint | undefined;
  }

  private forPosition(type: GraphQLInputType, c: Constraint | undefined, where: string): Check | undefined {
    const inner = getNullableType(type);
    if (isListType(inner)) {
      const list = c ? listTests(c) : [];
      // bounds other than item counts apply to each item
      const items = this.forPosition(inner.ofType, c && { ...c, minItems: undefined, maxItems: undefined }, where);
      if (list.length === 0 && !items) return undefined;
      return (value, path) => {
        if (value == null) return;
        const values = Array.isArray(value) ? value : [value];
        run(list, values, path);
        if (items) {
          for (const [i, item] of values.entries()) items(item, `${path}[${i}]`);
        }
      };
    }
    if (c && has(c, LIST_BOUNDS)) throw new Error(`@constraint on ${where}: item counts need a list.`);
    if (isInputObjectType(inner)) {
      if (c && (has(c, STRING_BOUNDS) || has(c, NUMBER_BOUNDS))) {
        throw new Error(`@constraint on ${where}: an input object has no length or size.`);
      }
      return this.forObject(inner);
    }
    if (!c) return undefined;
    const textual = isScalarType(inner) && (inner.name === "String" || inner.name === "ID");
    const numeric = isScalarType(inner) && (inner.name === "Int" || inner.name === "Float");
    if (has(c, STRING_BOUNDS) && !textual) throw new Error(`@constraint on ${where}: text bounds need a String or ID.`);
    if (has(c, NUMBER_BOUNDS) && !numeric)
      throw new Error(`@constraint on ${where}: number bounds need an Int or Float.`);
    if (textual) {
      const tests = stringTests(c, where);
      return tests.length === 0 ? undefined : (value, path) => typeof value === "string" && run(tests, value, path);
    }
    const tests = numberTests(c);
    return tests.length === 0 ? undefined : (value, path) => typeof value === "number" && run(tests, value, path);
  }

  private forObject(type: GraphQLInputObjectType): Check | undefined {
    if (this.objects.has(type.name)) return this.objects.get(type.name);
    if (this.building.has(type.name)) {
      // a type that contains itself: look its check up when it runs, once it is built
      return (value, path) => this.objects.get(type.name)?.(value, path);
    }
    this.building.add(type.name);
    const checks = Object.values(type.getFields()).flatMap((field) => {
      const check = this.forPosition(field.type, this.constraintOf(field), `${type.name}.${field.name}`);
      return check ? [[field.name, check] as const] : [];
    });
    const check: Check | undefined =
      checks.length === 0
        ? undefined
        : (value, path) => {
            if (value == null) return;
            const fields = value as Record<string, unknown>;
            for (const [name, fieldCheck] of checks) fieldCheck(fields[name], `${path}.${name}`);
          };
    this.objects.set(type.name, check);
    return check;
  }
}
