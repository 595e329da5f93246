// Each language named in itself; the table is shared with the sign-in page (packages/contracts).
export { LanguageNativeName as LanguageName } from '@dealer/contracts';
