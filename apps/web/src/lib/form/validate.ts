// Form schemas: each field lists its rules; a rule returns a message key when the value is wrong.
// Small on purpose (the login and home bundles stay light); screens declare one schema per form.
import type { MessageKey } from '../i18n/i18n.ts';

export type Rule<V> = (value: string, values: V) => MessageKey | null;
export type Schema<V extends Record<string, string>> = Partial<Record<keyof V, Rule<V>[]>>;
/** A message key of the portal, or a text the server sent. */
export type FieldErrors<V> = Partial<Record<keyof V, string>>;

export const required =
  <V>(): Rule<V> =>
  (v) =>
    v.trim() === '' ? 'common.required' : null;
export const email =
  <V>(): Rule<V> =>
  (v) =>
    v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) ? null : 'form.invalidEmail';
/** International format: a plus, then 7–15 digits with optional spaces, dashes or brackets. */
export const phone =
  <V>(): Rule<V> =>
  (v) =>
    v === '' || (/^\+[\d\s\-()]{7,20}$/.test(v) && (v.match(/\d/g)?.length ?? 0) <= 15)
      ? null
      : 'form.invalidPhone';
export const minLength =
  <V>(n: number, key: MessageKey): Rule<V> =>
  (v) =>
    v.length >= n ? null : key;
export const sameAs =
  <V extends Record<string, string>>(other: keyof V, key: MessageKey): Rule<V> =>
  (v, values) =>
    v === values[other] ? null : key;

export function validate<V extends Record<string, string>>(schema: Schema<V>, values: V): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const field of Object.keys(schema) as (keyof V)[]) {
    for (const rule of schema[field] ?? []) {
      const error = rule(values[field] ?? '', values);
      if (error) {
        errors[field] = error;
        break;
      }
    }
  }
  return errors;
}
