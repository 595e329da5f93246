// Text that no part of the product can store or show: NUL (PostgreSQL refuses 0x00 in text) and
// unpaired UTF-16 surrogates (not valid Unicode; they cannot be encoded as UTF-8). The API and the
// bridge refuse such input in one place, before validation, naming the field.

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// A plain character class scans several times faster than UNSAFE's look-arounds, and nearly every
// string (a request's headers, its token) has no NUL and no surrogate at all: only those that do
// are looked at closely.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const SUSPECT = /[\u0000\uD800-\uDFFF]/;
const unsafe = (text: string) => SUSPECT.test(text) && UNSAFE.test(text);

export interface UnsafeText {
  /** Where the text was found, e.g. `body/components/0/barcode` or `params/vin`. */
  field: string;
  problem: string;
}

/** The first string (value or object key) in `value` that carries a NUL or an unpaired surrogate. */
export function findUnsafeText(value: unknown, field: string, depth = 0): UnsafeText | undefined {
  if (typeof value === 'string') return unsafe(value) ? describe(field, value) : undefined;
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  // A field's path is built only for what needs a closer look: safe strings (nearly all) are passed by.
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (passes(value[i])) continue;
      const found = findUnsafeText(value[i], `${field}/${i}`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const key of Object.keys(value)) {
    if (unsafe(key)) return describe(`${field}/${safeKey(key)}`, key);
    const inner = (value as Record<string, unknown>)[key];
    if (passes(inner)) continue;
    const found = findUnsafeText(inner, `${field}/${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** A value with no text to check, or a safe string. */
const passes = (value: unknown) =>
  typeof value === 'string' ? !unsafe(value) : value === null || typeof value !== 'object';

function describe(field: string, text: string): UnsafeText {
  return {
    field,
    problem: text.includes('\u0000')
      ? 'must not contain NUL characters'
      : 'must not contain unpaired surrogates',
  };
}

/** A key is echoed back in the error: its unsafe characters are replaced, never repeated. */
const safeKey = (key: string) => key.replace(new RegExp(UNSAFE.source, 'g'), '\uFFFD');
