/**
 * The pieces every section of the configuration is written with (config.ts): a variable's name,
 * its joi schema and what its checked value becomes, written down once.
 */
import Joi from 'joi';

/**
 * One environment variable: its name, the joi schema its text is checked and converted with, and
 * what the checked value becomes in the configuration. A section's table of these yields its joi
 * schema, its TypeScript type (SectionOf) and its reading from the environment (readSection), so a
 * variable is written down once.
 */
export interface Variable<T> {
  name: string;
  schema: Joi.Schema;
  read: (value: unknown) => T;
}

export function variable<T>(name: string, schema: Joi.Schema, read: (value: unknown) => T): Variable<T> {
  return { name, schema, read };
}
/** A variable that may be left unset: its value, or undefined (the key is then left out). */
export const optional = <T>(name: string, schema: Joi.Schema) =>
  variable(name, schema, (value) => value as T | undefined);
/** A text variable that may be left unset. */
export const text = (name: string, schema: Joi.Schema): Variable<string | undefined> =>
  variable(name, schema, (value) => value as string | undefined);
/** A variable with a default in its schema: always a value. */
export const given = <T>(name: string, schema: Joi.Schema) => variable(name, schema, (value) => value as T);
export const count = (name: string, fallback: number, max?: number) =>
  given<number>(
    name,
    (max === undefined ? Joi.number().integer().min(1) : Joi.number().integer().min(1).max(max)).default(
      fallback,
    ),
  );
export const flag = (name: string) => optional<boolean>(name, Joi.boolean().truthy('1').falsy('0'));
export const seconds = (name: string, fallback: number) =>
  variable(name, Joi.number().min(0.05).max(300).default(fallback), (value) =>
    Math.round((value as number) * 1000),
  );

export type Table = Record<string, Variable<unknown>>;
type ValueOf<V> = V extends Variable<infer T> ? T : never;
export type Simplify<T> = { [K in keyof T]: T[K] } & {};
/** A section's type: a variable that may be unset is an optional key. */
export type SectionOf<S extends Table> = Simplify<
  { [K in keyof S as undefined extends ValueOf<S[K]> ? never : K]: ValueOf<S[K]> } & {
    [K in keyof S as undefined extends ValueOf<S[K]> ? K : never]?: Exclude<ValueOf<S[K]>, undefined>;
  }
>;

export function readSection<S extends Table>(table: S, valid: Record<string, unknown>): SectionOf<S> {
  const section: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(table)) {
    const value = v.read(valid[v.name]);
    if (value !== undefined) section[key] = value;
  }
  return section as SectionOf<S>;
}
