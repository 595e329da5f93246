// GET /api/zendesk/section?language: every section with its category id.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@dealer/contracts';
import { apiRequest } from '../../../lib/api/client.ts';
import { helpLocale } from './help-locale.ts';

const getSections = (language: Language) =>
  apiRequest('get', '/api/zendesk/section', { query: { language: helpLocale(language) } });
const sectionsQuery = (language: Language) =>
  queryOptions({ queryKey: ['help', 'section', helpLocale(language)], queryFn: () => getSections(language) });
export const useSections = (language: Language) => useQuery(sectionsQuery(language));
