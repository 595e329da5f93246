// GET /api/zendesk/article?query&language: full-text search. The spec's per-term cache keeps the
// first result of each term: the answer is never refetched while the page lives.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@dealer/contracts';
import { apiRequest } from '../../../lib/api/client.ts';
import { helpLocale } from './help-locale.ts';

const searchArticles = (query: string, language: Language) =>
  apiRequest('get', '/api/zendesk/article', { query: { query, language: helpLocale(language) } });
const articleSearchQuery = (query: string, language: Language) =>
  queryOptions({
    queryKey: ['help', 'search', helpLocale(language), query.toLowerCase()],
    queryFn: () => searchArticles(query, language),
    staleTime: Infinity,
    gcTime: Infinity,
  });
export const useArticleSearch = (query: string, language: Language) =>
  useQuery({ ...articleSearchQuery(query, language), enabled: query.length > 0 });
