import { type ASTVisitor, Kind, type SelectionSetNode, type ValidationContext } from "graphql";
import type { Plugin } from "graphql-yoga";
import { ApiError } from "../errors";

// One money-moving mutation per request. The payment fields answer non-null types, so when one
// of several in a document fails, GraphQL nulls the whole `data` and the payments that went
// through are hidden from the client, which then pays again. A document naming more than one
// (aliases and fragments included) is refused whole at validation, before anything runs; a
// client pays several times by sending several requests, each with its idempotency key.

/**
 * Root mutation fields that move money or open a charge (subscribeCircle charges a circle's
 * first month from the wallet).
 */
export const MONEY_MUTATIONS: ReadonlySet<string> = new Set([
  "payTo",
  "addCredit",
  "payout",
  "withdrawLockedTokens",
  "subscribeCircle",
]);

/** Response names of the money-moving fields at the root, through fragments (each spread once). */
function moneyFields(
  set: SelectionSetNode,
  context: ValidationContext,
  seen: Set<string>,
  names: Set<string>,
): Set<string> {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (MONEY_MUTATIONS.has(selection.name.value)) names.add((selection.alias ?? selection.name).value);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      moneyFields(selection.selectionSet, context, seen, names);
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) moneyFields(fragment.selectionSet, context, seen, names);
    }
  }
  return names;
}

/** The validation rule: BAD_USER_INPUT for a mutation with more than one money-moving field. */
export function OneMoneyMutationRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (node.operation !== "mutation") return;
      const names = moneyFields(node.selectionSet, context, new Set(), new Set());
      if (names.size > 1) {
        context.reportError(
          new ApiError(
            "BAD_USER_INPUT",
            `One money-moving field per request (${[...MONEY_MUTATIONS].join(", ")}); this one has ${names.size}.`,
            { fields: [...names] },
          ),
        );
      }
    },
  };
}

/** Adds the rule to yoga's validation (cached with the document like graphql-js's own rules). */
export const oneMoneyMutation: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(OneMoneyMutationRule);
  },
};
