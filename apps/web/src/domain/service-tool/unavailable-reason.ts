// Why the connected bike cannot do an activity, in the user's language: the bridge's reason code
// (GET /v2/bike/capabilities) picks the locale key st.unavailable.reason.<code>. A code this portal
// has no message for (a newer bridge) shows the bridge's English text instead.
import { FALLBACK_LOCALE, localeFormat, wordFindingVars } from '@dealer/contracts';
import { i18n, type MessageKey } from '../../lib/i18n/i18n.ts';
import type { ReasonCode, Unsupported } from './capabilities.ts';

// Typed as a message key: a reason code the bridge's schema lists without a message in en.json
// fails to compile.
const reasonKey = (code: ReasonCode): MessageKey => `st.unavailable.reason.${code}` as const;

// i18next's `exists` is a type guard narrowing the key to `key & SelectorKey`; on the union of every
// message key that intersection cost the type checker about a minute. A plain boolean is all we need.
const hasMessage = (key: MessageKey): boolean => i18n.exists(key as string);

export function reasonMessage(
  unsupported: Pick<Unsupported, 'reason' | 'reasonCode'>,
  t: (key: MessageKey) => string,
): { text: string; translated: boolean } {
  const key = unsupported.reasonCode ? reasonKey(unsupported.reasonCode) : undefined;
  if (key && hasMessage(key)) return { text: t(key), translated: true };
  return { text: unsupported.reason, translated: false };
}

/**
 * The variables of a stored diagnosis finding as the reader reads them (contracts' wordFindingVars):
 * part types as part names, the health band, a skipped stage's reason from its code and every number
 * in the reader's language — worded now, not in the language the diagnosis was run in.
 */
export function findingVars(
  vars: Record<string, string | number> | undefined,
  t: (key: MessageKey) => string,
  locale = FALLBACK_LOCALE,
): Record<string, string | number> | undefined {
  return wordFindingVars(vars, {
    message: (key) => (hasMessage(key as MessageKey) ? t(key as MessageKey) : null),
    format: localeFormat(locale),
  });
}
