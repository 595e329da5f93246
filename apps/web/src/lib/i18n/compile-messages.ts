// Messages compiled at build time (formatjs's advice for production): the portal's build turns each
// ICU message of a language file into the AST intl-messageformat formats from, so the ICU parser stays
// out of the browser's JavaScript and no message is parsed on the phone (issue 31). A message with
// nothing for ICU to read (no brace, no apostrophe) stays a string, shown as it is (isPlainMessage).
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A language file as the build ships it: a string where the text is the message, else its AST. */
export type CompiledMessages = Record<string, string | MessageFormatElement[]>;

/** True when ICU would read `message` as the literal text it is: no argument, no quoting. */
export const isPlainMessage = (message: string): boolean => !/[{}']/.test(message);

/**
 * `messages` compiled as i18next-icu reads them in the browser (tags ignored). The AST is the same in
 * every locale except for a skeleton's localised hour (`{t, date, ::j}`), which is refused here: the
 * portal formats dates and numbers through Intl with options, not skeletons.
 */
export function compileMessages(messages: Record<string, string>): CompiledMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      if (message.includes('::')) throw new Error(`${key}: a skeleton (::) is not compiled here`);
      return [key, isPlainMessage(message) ? message : parse(message, { ignoreTag: true })];
    }),
  );
}
