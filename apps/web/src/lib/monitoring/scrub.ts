// What leaves the browser in an error report carries no personal data and no credential: e-mail
// addresses, JWTs, bearer tokens and token-like query parameters are replaced wherever they appear
// (message, exception values, breadcrumbs, URLs, extra data); the user is reduced to id and role.
const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const BEARER = /\b(Bearer)\s+[\w.~+/=-]+/gi;
const SECRET_PARAM =
  /([?&#](?:access_token|id_token|refresh_token|token|code|state|session_token)=)[^&#\s]*/gi;

export const REDACTED = '[redacted]';

export function scrubText(text: string): string {
  return text
    .replace(JWT, REDACTED)
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(SECRET_PARAM, `$1${REDACTED}`)
    .replace(EMAIL, REDACTED);
}

const SECRET_KEY = /authorization|cookie|token|password|secret|e-?mail/i;

/** A deep copy with every string scrubbed and every credential-named field dropped. */
export function scrubValue<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v: unknown) => scrubValue(v, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (SECRET_KEY.test(key)) continue;
    out[key] = scrubValue(v, depth + 1);
  }
  return out as T;
}
