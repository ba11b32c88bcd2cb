import {
  GraphQLError,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isObjectType,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

const UNKNOWN_INPUT_FIELD = /Field "([^"]+)" is not defined by type "([^"]+)"/;
const UNKNOWN_ENUM_VALUE = /Value "([^"]+)" does not exist in "([^"]+)" enum/;
const UNKNOWN_ARGUMENT = /Unknown argument "([^"]+)" on field "([^".]+)\.([^"]+)"/;

/**
 * Bad input that GraphQL itself refuses before any resolver runs — an unknown filter attribute
 * (`products(filter: { colour: … })`), an unknown sort field (`sort: { popularity: DESC }`), a
 * sort direction that is not ASC/DESC, an unknown argument — answers Magento's `graphql-input`
 * category, and the message names the argument and every allowed value, e.g.
 * `Field "colour" is not defined by type "ProductAttributeFilterInput". Allowed in argument
 * "filter": category_id, category_uid, … color, fkv_maten …`.
 */
export function inputErrorsPlugin(): Plugin {
  let schema: GraphQLSchema | undefined;
  return {
    onSchemaChange({ schema: next }) {
      schema = next;
    },
    onResultProcess({ result, setResult }) {
      if (!schema || Array.isArray(result) || !('errors' in result) || !result.errors?.length) return;
      const current = schema;
      let changed = false;
      const errors = result.errors.map((error) => {
        if (error.extensions?.category || error.path) return error;
        const explained = explain(current, error.message);
        if (!explained) return error;
        changed = true;
        return new GraphQLError(`${error.message} ${explained.text}`, {
          nodes: error.nodes,
          source: error.source,
          positions: error.positions,
          originalError: error.originalError,
          extensions: {
            ...error.extensions,
            category: 'graphql-input',
            argument: explained.argument,
            allowed: explained.allowed,
          },
        });
      });
      if (changed) setResult({ ...result, errors });
    },
  };
}

interface Explanation {
  text: string;
  argument: string | undefined;
  allowed: string[];
}

function explain(schema: GraphQLSchema, message: string): Explanation | undefined {
  const field = UNKNOWN_INPUT_FIELD.exec(message);
  if (field?.[2]) {
    const type = schema.getType(field[2]);
    if (!isInputObjectType(type)) return undefined;
    return allowedIn(schema, type, Object.keys(type.getFields()));
  }
  const enumValue = UNKNOWN_ENUM_VALUE.exec(message);
  if (enumValue?.[2]) {
    const type = schema.getType(enumValue[2]);
    if (!isEnumType(type)) return undefined;
    return allowedIn(
      schema,
      type,
      type.getValues().map((value) => value.name),
    );
  }
  const argument = UNKNOWN_ARGUMENT.exec(message);
  if (argument?.[2] && argument[3]) {
    const parent = schema.getType(argument[2]);
    const target = isObjectType(parent) ? parent.getFields()[argument[3]] : undefined;
    if (!target) return undefined;
    const allowed = target.args.map((arg) => arg.name);
    return {
      text: `Arguments of ${argument[2]}.${argument[3]}: ${allowed.join(', ') || 'none'}.`,
      argument: argument[1],
      allowed,
    };
  }
  return undefined;
}

/** The allowed values of a type, with the arguments of the root fields that take it. */
function allowedIn(schema: GraphQLSchema, type: GraphQLNamedType, allowed: string[]): Explanation {
  const argumentNames = new Set<string>();
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      for (const arg of field.args) if (getNamedType(arg.type) === type) argumentNames.add(arg.name);
    }
  }
  const names = [...argumentNames];
  const where = names.length ? ` (argument ${names.map((name) => `"${name}"`).join(' or ')})` : '';
  return {
    text: `Allowed in ${type.name}${where}: ${allowed.join(', ')}.`,
    argument: names.length === 1 ? names[0] : undefined,
    allowed,
  };
}
