// The build's step for compile-messages.ts: each language file under locales/ reaches Vite's JSON
// plugin compiled, and intl-messageformat is built without its parser (the no-parser entry), so a
// message that was not compiled fails loudly instead of being parsed in the browser.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { compileMessages } from './compile-messages.ts';

const LANGUAGE_FILE = /\/src\/lib\/i18n\/locales\/[a-z-]+\.json$/;
const require = createRequire(import.meta.url);
const NO_PARSER = path.join(
  path.dirname(require.resolve('@formatjs/icu-messageformat-parser/package.json')),
  'lib/no-parser.js',
);

export function precompiledMessages(): Plugin {
  return {
    name: 'dealer:precompiled-messages',
    enforce: 'pre',
    apply: 'build',
    config: () => ({
      resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: NO_PARSER }] },
    }),
    transform(code, id) {
      if (!LANGUAGE_FILE.test(id)) return null;
      return { code: JSON.stringify(compileMessages(JSON.parse(code) as Record<string, string>)), map: null };
    },
  };
}
