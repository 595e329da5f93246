// GET /api/zendesk/category?language: the eight categories (shown in HelpCategoryOrder).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@dealer/contracts';
import { apiRequest } from '../../../lib/api/client.ts';
import { helpLocale } from './help-locale.ts';

const getCategories = (language: Language) =>
  apiRequest('get', '/api/zendesk/category', { query: { language: helpLocale(language) } });
const categoriesQuery = (language: Language) =>
  queryOptions({
    queryKey: ['help', 'category', helpLocale(language)],
    queryFn: () => getCategories(language),
  });
export const useCategories = (language: Language) => useQuery(categoriesQuery(language));
