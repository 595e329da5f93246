// The help centre speaks the portal's twelve languages by Zendesk locale code (docs/decisions/1751).
import { HelpLocaleOfLanguage, type Language } from '@dealer/contracts';

export const helpLocale = (language: Language) => HelpLocaleOfLanguage[language];
