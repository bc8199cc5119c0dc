import RandExp from 'randexp';
import type { JsonSchema } from './openapi-operations.ts';

/**
 * A plausible value for a JSON schema: the baseline a fuzz case mutates one field of, so that the
 * bad value is (as far as the schema says) the only thing wrong. Deterministic. Field names that
 * carry meaning the schema cannot express (a password, its confirmation, an e-mail) get values
 * that pass the product's rules; `known` supplies live values such as a password token.
 */
export function exampleFor(schema: JsonSchema | undefined, name = '', known: Record<string, unknown> = {}): unknown {
  if (name in known) return known[name];
  if (!schema) return undefined;
  const hinted = NAMED_VALUES[name];
  if (hinted !== undefined) return hinted;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const branch = branches.find((candidate) => candidate.type !== 'null') ?? branches[0];
    return exampleFor(branch, name, known);
  }
  if (schema.allOf?.[0]) return exampleFor(schema.allOf[0], name, known);
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema, name);
    case 'integer':
    case 'number':
      return numberFor(schema);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleFor(schema.items, '', known));
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([property, propertySchema]) => [
          property,
          exampleFor(propertySchema, property, known),
        ]),
      );
    default:
      return 'x';
  }
}

/** Fields whose schema allows text or numbers but whose rules want a sensible amount or date. */
const NAMED_VALUES: Record<string, unknown> = {
  quantity: '100',
  price: '250.00',
  expiryDate: '2027-06-30',
  chemicalApplicationDate: '2026-10-01',
  startDate: '2026-06-01',
};

function stringFor(schema: JsonSchema, name: string): string {
  if (/^password(Confirmation)?$/.test(name)) return 'Fuzzing-2026!';
  if (/email/i.test(name) || schema.format === 'email') return 'fuzz@example.com.au';
  if (schema.format === 'date') return '2026-12-01';
  if (schema.format === 'date-time') return '2026-12-01T00:00:00.000Z';
  if (schema.pattern) {
    try {
      const generator = new RandExp(schema.pattern);
      generator.randInt = (low: number) => low;
      generator.max = 3;
      return generator.gen();
    } catch {
      // A pattern randexp cannot read: fall through to a plain word.
    }
  }
  const text = 'fuzz';
  return text.padEnd(schema.minLength ?? 0, 'z').slice(0, schema.maxLength ?? text.length + (schema.minLength ?? 0));
}

function numberFor(schema: JsonSchema): number {
  const low = schema.minimum ?? 1;
  const exclusive = schema.exclusiveMinimum === true || typeof schema.exclusiveMinimum === 'number';
  const value = exclusive ? Math.max(low + 1, 1) : Math.max(low, Math.min(1, schema.maximum ?? 1));
  return Math.min(value, schema.maximum ?? value);
}
