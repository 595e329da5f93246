// GET /api/zendesk/article?query=&language=: help articles matching the term. The per-term cache
// of the spec (first result kept): a term's answer is never refetched in this page load.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HelpLocaleOfLanguage, type Language } from '@dealer/contracts';
import { apiRequest } from '../../../lib/api/client.ts';

const helpLocale = (language: Language) => HelpLocaleOfLanguage[language];

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
