import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  getArgumentValues,
  getNamedType,
  getOperationAST,
  getVariableValues,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type SelectionSetNode,
  ValuesOfCorrectTypeRule,
  validate,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from './context.js';
import { withCategory } from './errors.js';
import { type Catalogue, type KeyedProblem, keyedInputError, textsOf } from './texts.js';

/**
 * The bounds of every argument and input field, checked on the coerced arguments of the whole
 * operation before any resolver runs (docs/API-LIMITS.md describes them). Coordinates are schema
 * coordinates: `Type.field` for input fields, `Type.field(argument:)` for arguments; a list's limit
 * and its items' string limit share the list's coordinate.
 */
export const INPUT_LIMITS = {
  /** Characters of any String or ID value not named in `stringLength`. */
  defaultStringLength: 256,
  /** Texts that are legitimately longer (or, for the search text, shorter). */
  stringLength: {
    'Query.products(search:)': 200,
    'Brand.products(search:)': 200,
    'Query.partfinderSearch(search:)': 200,
    'Query.searchSuggestions(text:)': 200,
    'Query.route(url:)': 4_000,
    'CreateProductReviewInput.text': 10_000,
    'SubmitFormFieldInput.value': 10_000,
    'SubmitFormFieldInput.values': 10_000,
    'ContactUsInput.comment': 10_000,
    'SetCustomerNoteOnCartInput.customer_note': 1_000,
    'ShippingAddressInput.customer_notes': 1_000,
    'SetPaymentMethodInput.customer_note': 1_000,
    'WishlistItemUpdateInput.description': 1_000,
    'Mutation.shareWishlist(message:)': 1_000,
    'Mutation.resetPassword(resetPasswordToken:)': 512,
    'Query.order(hash:)': 512,
    'OrderTokenInput.token': 512,
  } as Readonly<Record<string, number>>,
  /** Values of any list not named in `listLength`. */
  defaultListLength: 100,
  listLength: {
    'Mutation.addProductsToCart(cartItems:)': 50,
    'AddSimpleProductsToCartInput.cart_items': 50,
    'AddConfigurableProductsToCartInput.cart_items': 50,
    'AddBundleProductsToCartInput.cart_items': 50,
    'UpdateCartItemsInput.cart_items': 50,
    'Mutation.addProductsToWishlist(wishlistItems:)': 50,
    'Mutation.updateProductsInWishlist(wishlistItems:)': 50,
    'Mutation.removeProductsFromWishlist(wishlistItemsIds:)': 50,
    'Mutation.shareWishlist(emails:)': 10,
    'Query.cmsBlocks(identifiers:)': 50,
    'Query.getTailoredSlider(identifiers:)': 50,
    'Query.pickupLocations(productsInfo:)': 50,
    'CartItemInput.selected_options': 20,
    'CartItemInput.entered_options': 20,
    'BundleProductCartItemInput.bundle_options': 20,
    'BundleOptionInput.value': 20,
    'CartAddressInput.street': 4,
    'CustomerAddressInput.street': 4,
    'SetShippingAddressesOnCartInput.shipping_addresses': 1,
    'SetShippingMethodsOnCartInput.shipping_methods': 1,
    'PaymentMethodInput.additional_data': 20,
    'SetPaymentMethodInput.additional_data': 20,
    'CreateProductReviewInput.ratings': 20,
    'SubmitFormInput.fields': 50,
    'SubmitFormFieldInput.values': 50,
  } as Readonly<Record<string, number>>,
  /**
   * Texts that hold numeric database ids or uids (the base64 of an id or of an id path such as
   * `configurable/93/12`), besides every value of type ID; an input object named here passes it
   * on to its fields (the `eq` and `in` of a filter). A number in them must be a whole number that
   * fits a 32-bit integer column.
   */
  idFields: new Set([
    'ProductAttributeFilterInput.category_id',
    'ProductAttributeFilterInput.category_uid',
    'CategoryFilterInput.ids',
    'CategoryFilterInput.category_uid',
    'CategoryFilterInput.parent_id',
    'CategoryFilterInput.parent_category_uid',
    'ProductReviewRatingInput.id',
    'ProductReviewRatingInput.value_id',
    'Mutation.createAccountFromOrder(order_id:)',
  ]) as ReadonlySet<string>,
  /** The largest id an `integer` column holds. */
  maxId: 2_147_483_647,
} as const;

const texts: Catalogue<InputLimitKey> = {
  de: {
    'input.too_long': 'Der Wert von "{field}" ist zu lang (höchstens {count} Zeichen).',
    'input.too_many': '"{field}" darf höchstens {count} Werte enthalten.',
    'input.bad_characters':
      'Der Wert von "{field}" enthält unzulässige Zeichen (Nullzeichen oder ungepaarte Surrogate).',
    'input.id_out_of_range': '"{field}" muss eine ganze Zahl von 0 bis {max} sein.',
  },
  nl: {
    'input.too_long': 'De waarde van "{field}" is te lang (maximaal {count} tekens).',
    'input.too_many': '"{field}" mag maximaal {count} waarden bevatten.',
    'input.bad_characters': 'De waarde van "{field}" bevat ongeldige tekens (nultekens of losse surrogaten).',
    'input.id_out_of_range': '"{field}" moet een geheel getal van 0 tot en met {max} zijn.',
  },
  en: {
    'input.too_long': 'The value of "{field}" is too long (at most {count} characters).',
    'input.too_many': '"{field}" can hold at most {count} values.',
    'input.bad_characters':
      'The value of "{field}" contains characters that are not allowed (NUL or unpaired surrogates).',
    'input.id_out_of_range': '"{field}" must be a whole number from 0 to {max}.',
  },
};

type InputLimitKey = 'input.too_long' | 'input.too_many' | 'input.bad_characters' | 'input.id_out_of_range';

const inputLimitText = textsOf<InputLimitKey>(texts);

/** NUL, which PostgreSQL cannot store, or a surrogate without its partner, which UTF-8 cannot hold. */
function hasBadCharacters(value: string): boolean {
  return (
    value.includes('\u0000') ||
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value)
  );
}

/** Text a reader of ids would take for a number: `12`, `-3`, `1.5`, `1e99`, `Infinity`. */
const NUMBER_LIKE = /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$|^\s*[+-]?Infinity\s*$/i;

/** A base64 text with or without its padding. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}(?:==)?|[A-Za-z0-9+/]{3}=?)?$/;

/** Whether a number named in an id is one a database id column can hold. */
function fitsIdColumn(text: string): boolean {
  const number = Number(text);
  return /^\s*\+?\d+\s*$/.test(text) && number <= INPUT_LIMITS.maxId;
}

/** Whether an id (a number, a uid of numbers, or any other token) names only numbers that fit. */
function validId(value: string): boolean {
  if (NUMBER_LIKE.test(value)) return fitsIdColumn(value);
  if (value === '' || !BASE64.test(value)) return true;
  const decoded = Buffer.from(value, 'base64').toString('latin1');
  // A uid decodes to printable text: `12` or `bundle/4/17/2`; anything else is not a uid.
  if (!/^[\x20-\x7e]+$/.test(decoded)) return true;
  return decoded
    .split('/')
    .every((segment) => !NUMBER_LIKE.test(segment) || fitsIdColumn(segment) || /^\d*\.\d+$/.test(segment));
}

interface Walk {
  problems: KeyedProblem[];
  language: string;
}

function report(walk: Walk, field: string, key: InputLimitKey, params: Record<string, number>) {
  walk.problems.push({ field, key, message: inputLimitText(walk.language, key, { field, ...params }) });
}

/** Checks one coerced value against the limits of `coordinate`, descending into lists and input objects. */
function checkValue(
  walk: Walk,
  value: unknown,
  type: GraphQLInputType,
  coordinate: string,
  path: string,
  idLike: boolean,
): void {
  if (value === null || value === undefined) return;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    if (!Array.isArray(value)) return;
    const max = INPUT_LIMITS.listLength[coordinate] ?? INPUT_LIMITS.defaultListLength;
    if (value.length > max) {
      report(walk, path, 'input.too_many', { count: max });
      return;
    }
    value.forEach((item, index) => {
      checkValue(walk, item, inner.ofType, coordinate, `${path}[${index}]`, idLike);
    });
    return;
  }
  if (isInputObjectType(inner)) {
    for (const field of Object.values(inner.getFields())) {
      const fieldCoordinate = `${inner.name}.${field.name}`;
      checkValue(
        walk,
        (value as Record<string, unknown>)[field.name],
        field.type,
        fieldCoordinate,
        `${path}.${field.name}`,
        idLike || INPUT_LIMITS.idFields.has(fieldCoordinate),
      );
    }
    return;
  }
  if (typeof value !== 'string') return;
  const max = INPUT_LIMITS.stringLength[coordinate] ?? INPUT_LIMITS.defaultStringLength;
  if (value.length > max) report(walk, path, 'input.too_long', { count: max });
  else if (hasBadCharacters(value)) report(walk, path, 'input.bad_characters', {});
  else if ((idLike || inner.name === 'ID') && !validId(value)) {
    report(walk, path, 'input.id_out_of_range', { max: INPUT_LIMITS.maxId });
  }
}

/** Every argument of every field the operation selects, checked against INPUT_LIMITS. */
export function limitProblems(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  rawVariables: Record<string, unknown> | null | undefined,
  language: string,
): KeyedProblem[] {
  const operation = getOperationAST(document, operationName);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return [];
  const variables = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {});
  // Variables that do not fit their types are refused before (inputLimitsPlugin).
  if (variables.errors) return [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const walk: Walk = { problems: [], language };
  const visited = new Set<string>();

  const visit = (selectionSet: SelectionSetNode, parent: GraphQLNamedType | undefined) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || visited.has(fragment.name.value)) continue;
        visited.add(fragment.name.value);
        visit(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition && schema.getType(selection.typeCondition.name.value);
        visit(selection.selectionSet, condition ?? parent);
      } else {
        if (!isObjectType(parent) && !isInterfaceType(parent)) continue;
        const field = parent.getFields()[selection.name.value];
        if (!field) continue;
        const args = getArgumentValues(field, selection, variables.coerced);
        for (const argument of field.args) {
          checkValue(
            walk,
            args[argument.name],
            argument.type,
            `${parent.name}.${field.name}(${argument.name}:)`,
            argument.name,
            INPUT_LIMITS.idFields.has(`${parent.name}.${field.name}(${argument.name}:)`),
          );
        }
        if (selection.selectionSet) visit(selection.selectionSet, getNamedType(field.type));
      }
    }
  };
  visit(operation.selectionSet, root);
  return walk.problems;
}

/** The same error as answered: one made by the same rule at the same place. */
function errorKey(error: GraphQLError): string {
  return `${error.message}@${JSON.stringify(error.locations ?? [])}`;
}

/**
 * Refuses an operation whose arguments break INPUT_LIMITS with one `graphql-input` error (texts in
 * the store view's language, `extensions.errors` listing every problem) before any resolver runs,
 * and answers GraphQL's own refusals of values that do not fit their type (a 64-bit number for an
 * Int, a text for a Float, null or nothing for a required value) as `graphql-input` too, found by
 * the rule or step of GraphQL that made them, not by their wording.
 */
export function inputLimitsPlugin(): Plugin<RequestContext> {
  // GraphQL's refusals of values, by the rule or step that made them, whatever their wording; they
  // are answered as bad input once the other plugins have explained theirs (result processing).
  const valueErrors = new WeakSet<GraphQLError>();
  return {
    // A literal that does not fit its type is an error of GraphQL's values rule: the rule is run
    // again on a refused operation to know which errors are its.
    onValidate({ params }) {
      return ({ valid, result }) => {
        if (valid) return;
        const ofValuesRule = new Set(
          validate(params.schema, params.documentAST, [ValuesOfCorrectTypeRule]).map(errorKey),
        );
        for (const error of result) {
          if (error instanceof GraphQLError && ofValuesRule.has(errorKey(error))) valueErrors.add(error);
        }
      };
    },
    onExecute({ args, setResultAndStopExecution }) {
      // Variables that do not fit their types (or are missing) are refused here, not by execution.
      const coercionErrors = variableErrors(
        args.schema,
        args.document,
        args.operationName,
        args.variableValues,
      );
      if (coercionErrors.length > 0) {
        for (const error of coercionErrors) valueErrors.add(error);
        setResultAndStopExecution({ errors: coercionErrors });
        return;
      }
      let problems: KeyedProblem[];
      try {
        problems = limitProblems(
          args.schema,
          args.document,
          args.operationName,
          args.variableValues,
          args.contextValue.store.language,
        );
      } catch {
        return; // arguments GraphQL cannot read: execution refuses them with its own message
      }
      if (problems.length > 0) setResultAndStopExecution({ data: null, errors: [keyedInputError(problems)] });
    },
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || !('errors' in result) || !result.errors?.length) return;
      const isValueError = (error: GraphQLError) => !error.extensions?.category && valueErrors.has(error);
      if (!result.errors.some(isValueError)) return;
      setResult({
        ...result,
        errors: result.errors.map((error) =>
          isValueError(error) ? withCategory(error, 'graphql-input') : error,
        ),
      });
    },
  };
}

/** GraphQL's refusals of the operation's variables (a value that does not fit its type, a missing one). */
function variableErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  rawVariables: Record<string, unknown> | null | undefined,
): readonly GraphQLError[] {
  const operation = getOperationAST(document, operationName);
  if (!operation) return [];
  return getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {}).errors ?? [];
}
