/**
 * The builders of core/src/api/: a shape is written once, as a joi schema (what the server checks),
 * and its type is derived from it (`Shape<typeof X>`, what the screens read) (docs/decisions/035).
 * Joi types a leaf (`Joi.string()` is a `StringSchema<string>`) but not an object's keys, and
 * `.allow(null)`, `.optional()`, `.keys()` keep the type as it was: hence `nullable`, `object` (every
 * key required but those wrapped in `optional`, `withDefault` or `stripped`; never `.optional()`)
 * and `extend`. A request has two types: `Sent<S>`, what a client may send (defaults may be left
 * out), and `Shape<S>`, what joi hands the handler (defaults filled in, stripped keys gone).
 */
import Joi from 'joi';
import { cleanLine, cleanLines, hasWords } from '../writtenText';

/** Type-only brands (no value exists): what a schema accepts, and how a key may be absent. */
declare const sent: unique symbol, presence: unique symbol;

/** What a schema accepts, when it is not what it yields. */
export type Sends<I> = { readonly [sent]?: I };
/** How a key of an object may be absent: 'optional', 'default' (filled in by joi) or 'stripped'. */
export type Absent<P> = { readonly [presence]: P };
/** A joi schema of values of type T, sent as I. */
export type Typed<T, I = T> = Joi.AnySchema<T> & Sends<I>;
export type Shape<S> = S extends Joi.AnySchema<infer T> ? T : never;
export type Sent<S> = S extends Sends<infer I> ? (unknown extends I ? Shape<S> : I) : Shape<S>;

type Flat<T> = { [K in keyof T]: T[K] } & {};
type Keys = Record<string, Joi.AnySchema>;
type Out<K extends Keys> = Flat<
  { [P in keyof K as K[P] extends Absent<'optional' | 'stripped'> ? never : P]: Shape<K[P]> } & {
    [P in keyof K as K[P] extends Absent<'optional'> ? P : never]?: Shape<K[P]>;
  }
>;
type In<K extends Keys> = Flat<
  { [P in keyof K as K[P] extends Absent<unknown> ? never : P]: Sent<K[P]> } & {
    [P in keyof K as K[P] extends Absent<unknown> ? P : never]?: Sent<K[P]>;
  }
>;
export type ObjectShape<T, I = T> = Joi.ObjectSchema<T> & Sends<I>;

/** Any text, '' included. */
export const text = Joi.string().allow('');
/** Text that is never empty (ids). */
export const id = Joi.string();
/** Row ids: crypto.randomUUID() (users, bookings, tours, inquiries, waitlist, outbox). */
export const uuid = Joi.string().pattern(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
export const int = Joi.number().integer();
export const bool = Joi.boolean();
/** One of a list of strings (a status list of core's). */
export const oneOf = <const V extends readonly string[]>(values: V) =>
  Joi.string<V[number]>().valid(...values);
export const exactly = <const V extends string | number | boolean>(value: V) => Joi.valid(value) as Typed<V>;
export const nullable = <S extends Joi.AnySchema>(schema: S) =>
  schema.allow(null) as unknown as Typed<Shape<S> | null, Sent<S> | null>;
export const list = <S extends Joi.AnySchema>(item: S) =>
  Joi.array<Shape<S>[]>().items(item) as Joi.ArraySchema<Shape<S>[]> & Sends<Sent<S>[]>;
/** A list core declares readonly (the venue's bays, a legal text's sections). */
export const readonlyList = list as <S extends Joi.AnySchema>(item: S) => Typed<readonly Shape<S>[]>;
export const either = <S extends Joi.AnySchema[]>(...options: S) =>
  Joi.alternatives(...options) as unknown as Typed<Shape<S[number]>, Sent<S[number]>>;
/** An object of any keys, each of them `value`. */
export const record = <S extends Joi.AnySchema>(value: S) =>
  Joi.object().pattern(Joi.string(), value) as unknown as Typed<Record<string, Shape<S>>>;

/** A key that may be left out. */
export const optional = <S extends Joi.AnySchema>(schema: S) => schema.optional() as S & Absent<'optional'>;
/** A form's text field: any text up to `max`, and left out at will. */
export const formText = (max: number) => optional(Joi.string().allow('').max(max));
/**
 * What a person writes, cleaned by core's writtenText.ts before any other rule sees it (so `max`
 * counts what is kept). Every reason, name and note of a request is one of these three; a test
 * (server/test/writtenFields.test.ts) finds any such key of a request that is not. `WRITTEN` marks them.
 */
export const WRITTEN = 'written text';
/** A one-line field ('' allowed, for a rule or a screen that names its own emptiness). */
export const writtenLine = (max: number) =>
  Joi.string()
    .allow('')
    .custom((value: string) => cleanLine(value), WRITTEN)
    .max(max);
/** A field of several lines ('' allowed): notes, messages. */
export const writtenLines = (max: number) =>
  Joi.string()
    .allow('')
    .custom((value: string) => cleanLines(value), WRITTEN)
    .max(max);
/**
 * A reason or a name that must be given: one line with words (a letter or a digit). Nothing else
 * (only spaces, zero-width or control characters, dots) is refused as empty, naming the field.
 */
export const words = (max: number) =>
  Joi.string()
    .custom((value: string, helpers) => {
      const line = cleanLine(value);
      return hasWords(line) ? line : helpers.error('string.empty');
    }, WRITTEN)
    .max(max);

/** A key that may be left out when sent, and is `value` then. */
export const withDefault = <S extends Joi.AnySchema>(schema: S, value: Shape<S>) =>
  schema.default(value) as S & Absent<'default'>;
/** A key a client may send and joi drops. */
export const stripped = <S extends Joi.AnySchema>(schema: S) => schema.strip() as S & Absent<'stripped'>;

const leftOut = (schema: Joi.AnySchema) =>
  schema.$_getFlag('presence') === 'optional' ||
  schema.$_getFlag('default') !== undefined ||
  schema.$_getFlag('result') === 'strip';
const requiredKeys = (keys: Keys): Joi.PartialSchemaMap =>
  Object.fromEntries(Object.entries(keys).map(([k, s]) => [k, leftOut(s) ? s : s.required()]));

/** An object of exactly these keys (joi refuses any other). */
export const object = <K extends Keys>(keys: K) =>
  Joi.object(requiredKeys(keys)) as ObjectShape<Out<K>, In<K>>;
/** `base` with `keys` added (or replaced): joi's `.keys()`, typed. */
export const extend = <T, I, K extends Keys>(base: ObjectShape<T, I>, keys: K) =>
  (base as Joi.ObjectSchema).keys(requiredKeys(keys)) as unknown as ObjectShape<
    Flat<Omit<T, keyof K> & Out<K>>,
    Flat<Omit<I, keyof K> & In<K>>
  >;

/** The schema, which must describe exactly T (a type core declares elsewhere), or tsc fails here. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? unknown : { differs: B }) : { differs: B };
export const describes =
  <T>() =>
  <S extends Joi.AnySchema>(schema: S & Same<Shape<S>, T>): S =>
    schema;
