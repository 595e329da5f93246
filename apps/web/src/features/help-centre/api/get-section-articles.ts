// GET /api/zendesk/section/{id}/article?language: the articles of one section.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@dealer/contracts';
import { apiRequest } from '../../../lib/api/client.ts';
import { helpLocale } from './help-locale.ts';

const getSectionArticles = (id: number, language: Language) =>
  apiRequest('get', '/api/zendesk/section/{id}/article', {
    params: { id },
    query: { language: helpLocale(language) },
  });
const sectionArticlesQuery = (id: number, language: Language) =>
  queryOptions({
    queryKey: ['help', 'section-articles', id, helpLocale(language)],
    queryFn: () => getSectionArticles(id, language),
  });
export const useSectionArticles = (id: number | null, language: Language) =>
  useQuery({ ...sectionArticlesQuery(id ?? 0, language), enabled: !!id });
