// The reason a Bafang bike cannot do an activity, in the user's language from the bridge's reason
// code; the bridge's English text, marked as untranslated, for a code the portal has no message for.
import { afterEach, describe, expect, it } from 'vitest';
import de from '../../lib/i18n/locales/de.json';
import ja from '../../lib/i18n/locales/ja.json';
import { setLanguage, t } from '../../lib/i18n/i18n.ts';
import type { ReasonCode, Unsupported } from './capabilities.ts';
import { findingVars, reasonMessage } from './unavailable-reason.ts';

const english = 'No documented Bafang command reads or sets the display unit';
const unitReason = (reasonCode: ReasonCode | null): Unsupported => ({
  activity: 'speed_unit',
  reason: english,
  reasonCode,
});

afterEach(() => setLanguage('en', { persist: false }));

describe('unavailable reasons', () => {
  it('shows the reason in German and Japanese from its code', async () => {
    await setLanguage('de', { persist: false });
    expect(reasonMessage(unitReason('bafang_no_unit_command'), t)).toEqual({
      text: de['st.unavailable.reason.bafang_no_unit_command'],
      translated: true,
    });
    await setLanguage('ja', { persist: false });
    const { text } = reasonMessage(unitReason('bafang_no_unit_command'), t);
    expect(text).toBe(ja['st.unavailable.reason.bafang_no_unit_command']);
    expect(text).not.toBe(english);
  });

  it("shows the bridge's English text for a code this portal does not know, or none", async () => {
    await setLanguage('de', { persist: false });
    const newer = unitReason('bafang_reason_of_a_newer_bridge' as ReasonCode);
    expect(reasonMessage(newer, t)).toEqual({ text: english, translated: false });
    expect(reasonMessage(unitReason(null), t)).toEqual({ text: english, translated: false });
  });

  it('reads in English as the bridge words it', () => {
    expect(reasonMessage(unitReason('bafang_no_unit_command'), t).text).toBe(english);
  });

  it("shows a skipped diagnosis stage's reason in the reader's language when the finding kept its code", async () => {
    await setLanguage('de', { persist: false });
    const vars = { reason: english, reasonCode: 'bafang_no_unit_command' };
    expect(findingVars(vars, t)).toEqual({
      ...vars,
      reason: de['st.unavailable.reason.bafang_no_unit_command'],
    });
    expect(findingVars({ reason: english }, t)).toEqual({ reason: english });
  });
});
