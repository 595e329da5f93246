// Why the connected bike cannot do an activity, in the user's language: the bridge's reason code
// (GET /v2/bike/capabilities) picks the locale key st.unavailable.reason.<code>. A code this portal
// has no message for (a newer bridge) shows the bridge's English text instead.
import { i18n, type MessageKey } from '../i18n/i18n.ts';
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
 * The variables of a diagnosis finding as shown: a skipped stage's reason (vars.reason, the bridge's
 * English) in the reader's language when the finding kept its reason code.
 */
export function findingVars(
  vars: Record<string, string | number> | undefined,
  t: (key: MessageKey) => string,
): Record<string, string | number> | undefined {
  const code = vars?.reasonCode;
  if (typeof code !== 'string') return vars;
  const { text } = reasonMessage({ reason: String(vars!.reason ?? ''), reasonCode: code as ReasonCode }, t);
  return { ...vars, reason: text };
}
