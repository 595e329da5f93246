// Text helpers: title case (portal-spec §2) and the account display name (§3).

const SMALL_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'but',
  'or',
  'nor',
  'for',
  'so',
  'yet',
  'as',
  'at',
  'by',
  'in',
  'of',
  'off',
  'on',
  'per',
  'to',
  'up',
  'via',
  'with',
  'from',
  'into',
  'over',
]);

/** "go to bootloader mode rescue" → "Go to Bootloader Mode Rescue"; first and last words always capitalised. */
export function titleCase(text: string): string {
  const words = text.split(/(\s+)/);
  const last = words.length - 1;
  return words
    .map((word, i) => {
      if (/^\s+$/.test(word) || word === '') return word;
      const lower = word.toLowerCase();
      if (i !== 0 && i !== last && SMALL_WORDS.has(lower)) return lower;
      // Keep deliberate capitals inside a word (HMI, eBike); only the first letter is raised.
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join('');
}

/**
 * Accounts of a team are named "<team>@<name>"; the display drops the team prefix. An ordinary
 * e-mail address (its part after the @ has a dot) is shown unchanged.
 */
export function accountDisplayName(username: string): string {
  const at = username.indexOf('@');
  if (at <= 0) return username;
  const rest = username.slice(at + 1);
  return rest.length > 0 && !rest.includes('.') ? rest : username;
}
