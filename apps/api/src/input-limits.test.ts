import { buildSchema, resolveSchemaCoordinate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { INPUT_LIMITS } from './input-limits.js';
import { loadTypeDefs } from './server.js';

// A limit whose coordinate names no field of the schema (a renamed argument, a typo) limits
// nothing, silently: every coordinate must name an argument or an input field.

describe('INPUT_LIMITS', () => {
  const schema = buildSchema(loadTypeDefs().join('\n'));

  /** What the coordinate names: 'argument', 'input field', or why it names nothing. */
  function named(coordinate: string): string {
    try {
      const found = resolveSchemaCoordinate(schema, coordinate);
      if (found?.kind === 'FieldArgument') return 'argument';
      if (found?.kind === 'InputField') return 'input field';
      return found ? `a ${found.kind}, not an argument or input field` : 'nothing';
    } catch (error) {
      return `nothing (${(error as Error).message})`;
    }
  }

  const coordinates = [
    ...Object.keys(INPUT_LIMITS.stringLength),
    ...Object.keys(INPUT_LIMITS.listLength),
    ...INPUT_LIMITS.idFields,
  ];

  it.each(coordinates)('%s names an argument or an input field of the schema', (coordinate) => {
    expect(named(coordinate)).toMatch(/^(argument|input field)$/);
  });

  it('tells a coordinate that names nothing', () => {
    expect(named('Query.products(serch:)')).toMatch(/^nothing/);
    expect(named('CartAddressInput.streets')).toMatch(/^nothing/);
  });
});
