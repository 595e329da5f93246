// The items of an HMI diagnosis as the activity records them: one per button function (pass when the
// bridge counted a press, skip when the technician says the bike has no such button, else fail) and
// one for the display flash test.
import { ButtonFunctionName } from '@dealer/contracts';

export type ItemStatus = 'pass' | 'fail' | 'skip';

export function buttonItems(
  counts: Partial<Record<string, number>>,
  skipped: ReadonlySet<string>,
): { name: string; status: ItemStatus }[] {
  return ButtonFunctionName.map((name) => ({
    name,
    status: skipped.has(name) ? 'skip' : (counts[name] ?? 0) > 0 ? 'pass' : 'fail',
  }));
}

export const allPassed = (items: readonly { status: ItemStatus }[]) =>
  items.length > 0 && items.every((i) => i.status !== 'fail');

/** "short_derailleur_up" → "Short · derailleur up" style label parts. */
export function buttonLabelParts(name: string): { press: 'short' | 'long'; button: string } {
  const press = name.startsWith('long_') ? 'long' : 'short';
  return { press, button: name.replace(/^(short|long)_/, '').replace(/_/g, ' ') };
}
