// GET /api/zendesk/article/{id}?language: one article (English when no translation exists).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@dealer/contracts';
import { apiRequest } from '../../../lib/api/client.ts';
import { helpLocale } from './help-locale.ts';

const getArticle = (id: number, language: Language) =>
  apiRequest('get', '/api/zendesk/article/{id}', {
    params: { id },
    query: { language: helpLocale(language) },
  });
const articleQuery = (id: number, language: Language) =>
  queryOptions({
    queryKey: ['help', 'article', id, helpLocale(language)],
    queryFn: () => getArticle(id, language),
    // A missing article is the page's own "not found" (HelpArticlePage), not also a "Request error"
    // alert on top of it (issue 17 point 11).
    meta: { handledCodes: [404000] },
  });
export const useArticle = (id: number, language: Language) =>
  useQuery({ ...articleQuery(id, language), enabled: Number.isInteger(id) && id > 0 });
