// A help article's category tag (its `category:` label) in the portal's language (issue 17: the
// error-code lookup and the article said "torque sensor" in German and Japanese). A part's tag names
// the part as the component screens do ("torque_sensor" → "Drehmomentsensor"); a topic's tag has its
// message `help.tag.<tag>`; a tag the portal does not know (a real Zendesk's own) keeps its words.
import { componentDisplayName, partTypeOf } from './component-names.ts';
import { t } from './i18n.ts';

export const HelpTopicTag = [
  'misc',
  'serial_number',
  'connection',
  'firmware',
  'bootloader',
  'case',
  'portal',
  'account',
  'release_note',
  'announcement',
  'manual',
  'tutorial',
  'procedure',
] as const;
export type HelpTopicTag = (typeof HelpTopicTag)[number];

const isTopic = (tag: string): tag is HelpTopicTag => (HelpTopicTag as readonly string[]).includes(tag);

export function helpCategoryName(tag: string): string {
  if (isTopic(tag)) return t(`help.tag.${tag}`);
  if (partTypeOf(tag)) return componentDisplayName(tag);
  return tag.replace(/_/g, ' ');
}
