import {
  buildASTSchema,
  concatAST,
  type GraphQLNamedType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
  parse,
} from "graphql";

// Compares our SDL with the API contract. Ours must be a subset of the contract under the same
// names and types; anything we have that the contract lacks is an addition, reported apart.

export type ContractDiff = {
  /** Disagreements: same name, different shape. Must be empty. */
  problems: string[];
  /** What ours has and the contract lacks (types, fields, args, input fields, enum values). */
  additions: string[];
};

/** Builds a schema from SDL sources, which may `extend` types defined in an earlier source. */
export function schemaFromSDL(sources: readonly string[]): GraphQLSchema {
  return buildASTSchema(concatAST(sources.map((source) => parse(source))), {
    assumeValidSDL: true,
  });
}

function kindOf(type: GraphQLNamedType): string {
  if (isObjectType(type)) return "object";
  if (isInterfaceType(type)) return "interface";
  if (isInputObjectType(type)) return "input";
  if (isEnumType(type)) return "enum";
  if (isUnionType(type)) return "union";
  if (isScalarType(type)) return "scalar";
  return "unknown";
}

const isBuiltIn = (type: GraphQLNamedType) =>
  isIntrospectionType(type) || (isScalarType(type) && isSpecifiedScalarType(type));

export function compareSchemas(ours: GraphQLSchema, reference: GraphQLSchema): ContractDiff {
  const problems: string[] = [];
  const additions: string[] = [];
  const refTypes = reference.getTypeMap();

  const names = Object.keys(ours.getTypeMap()).sort();
  for (const name of names) {
    const our = ours.getType(name);
    if (!our || isBuiltIn(our)) continue;
    const ref = refTypes[name];
    if (!ref) {
      additions.push(`type ${name}`);
      continue;
    }
    if (kindOf(our) !== kindOf(ref)) {
      problems.push(`${name}: kind ${kindOf(our)} vs reference ${kindOf(ref)}`);
      continue;
    }

    if ((isObjectType(our) || isInterfaceType(our)) && (isObjectType(ref) || isInterfaceType(ref))) {
      const refFields = ref.getFields();
      for (const field of Object.values(our.getFields())) {
        const refField = refFields[field.name];
        if (!refField) {
          additions.push(`${name}.${field.name}`);
          continue;
        }
        if (String(field.type) !== String(refField.type)) {
          problems.push(`${name}.${field.name}: ${String(field.type)} vs reference ${String(refField.type)}`);
        }
        for (const arg of field.args) {
          const refArg = refField.args.find((a) => a.name === arg.name);
          if (!refArg) {
            additions.push(`${name}.${field.name}(${arg.name})`);
          } else if (String(arg.type) !== String(refArg.type)) {
            problems.push(
              `${name}.${field.name}(${arg.name}): ${String(arg.type)} vs reference ${String(refArg.type)}`,
            );
          }
        }
      }
      const refInterfaces = new Set(ref.getInterfaces().map((i) => i.name));
      for (const iface of our.getInterfaces()) {
        if (!refInterfaces.has(iface.name)) {
          problems.push(`${name}: implements ${iface.name}, reference does not`);
        }
      }
    } else if (isInputObjectType(our) && isInputObjectType(ref)) {
      const refFields = ref.getFields();
      for (const field of Object.values(our.getFields())) {
        const refField = refFields[field.name];
        if (!refField) {
          additions.push(`${name}.${field.name}`);
        } else if (String(field.type) !== String(refField.type)) {
          problems.push(`${name}.${field.name}: ${String(field.type)} vs reference ${String(refField.type)}`);
        }
      }
    } else if (isEnumType(our) && isEnumType(ref)) {
      const refValues = new Set(ref.getValues().map((v) => v.name));
      for (const value of our.getValues()) {
        if (!refValues.has(value.name)) {
          problems.push(`${name}.${value.name}: enum value not in reference`);
        }
      }
    } else if (isUnionType(our) && isUnionType(ref)) {
      const refMembers = new Set(ref.getTypes().map((t) => t.name));
      for (const member of our.getTypes()) {
        if (!refMembers.has(member.name)) {
          problems.push(`${name}: union member ${member.name} not in reference`);
        }
      }
    }
  }
  return { problems, additions };
}
