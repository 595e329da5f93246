// What an ICU message asks for: its argument names (plural and select included) and whether it
// counts. Used by the locale tests; parsing throws on a message that is not valid ICU.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

function walk(elements: MessageFormatElement[], visit: (el: MessageFormatElement) => void): void {
  for (const el of elements) {
    visit(el);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) walk(option.value, visit);
    }
  }
}

/** Sorted, distinct argument names of `message`. */
export function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  walk(parse(message, { ignoreTag: true }), (el) => {
    if ('value' in el && el.type !== TYPE.literal && typeof el.value === 'string') {
      names.add(el.value);
    }
  });
  return [...names].sort();
}

export function hasPlural(message: string): boolean {
  let found = false;
  walk(parse(message, { ignoreTag: true }), (el) => {
    if (el.type === TYPE.plural) found = true;
  });
  return found;
}
