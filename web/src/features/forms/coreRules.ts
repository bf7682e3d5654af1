/**
 * antd form rules backed by core's validators, so a field shows exactly the message core (and the
 * server) would give (docs/product.md), and no rule is written twice.
 */
import type { FieldErrors, FormCheck } from '@lounge/core';
import type { FormInstance, FormRule as Rule } from 'antd';
import { asApiError } from '../../api/apiError';

type Check<V> = (values: V) => FormCheck<unknown, string>;

/** A rule for `field`: runs the whole form's core check and reports that field's message. */
function coreRule<V>(check: Check<V>, field: string): Rule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const result = check(getFieldsValue(true) as V);
      const message = result.ok ? undefined : (result.errors as FieldErrors)[field];
      if (message) throw new Error(message);
    },
  });
}

/** Rules for every listed field of a form, keyed by field name. */
export function coreRules<V, K extends string>(check: Check<V>, fields: readonly K[]): Record<K, Rule[]> {
  return Object.fromEntries(fields.map((f) => [f, [coreRule(check, f)]])) as Record<K, Rule[]>;
}

/**
 * A 400 from the server names the fields at fault (the refusal's `errors`); show them on the form.
 * Returns true when it did, so the caller can skip a generic toast.
 */
export function showRefusedFields(form: FormInstance, error: unknown): boolean {
  const refused = asApiError(error);
  if (refused?.status !== 400) return false;
  const known = new Set(Object.keys(form.getFieldsValue() as object));
  const fields = Object.entries(refused.refusal?.errors ?? {}).filter(([name]) => known.has(name));
  form.setFields(fields.map(([name, message]) => ({ name, errors: [message] })));
  return fields.length > 0;
}
