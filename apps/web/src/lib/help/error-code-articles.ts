// GET /api/zendesk/category/{id}/article (error-code category): the error-code articles, each tagged
// error_code:<code>; the screen links a reported code to its problem-solving article.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  GET_CACHE_TTL_MS,
  HelpCategoryId,
  parseArticleTags,
  HelpLocaleOfLanguage,
  type Language,
} from '@dealer/contracts';
import { apiRequest } from '../api/client.ts';

const helpLanguage = (language: Language) => HelpLocaleOfLanguage[language];

async function getErrorCodeArticles(language: Language) {
  const articles = await apiRequest('get', '/api/zendesk/category/{id}/article', {
    params: { id: HelpCategoryId.errorCode },
    query: { language: helpLanguage(language) },
  });
  // A plain object, not a Map: GET results are persisted to browser storage as JSON.
  const byCode: Record<string, { id: number; title: string }> = {};
  for (const a of articles) {
    const code = parseArticleTags(a.label_names).errorCode;
    if (code && !byCode[code.toLowerCase()]) byCode[code.toLowerCase()] = { id: a.id, title: a.title };
  }
  return byCode;
}

const errorCodeArticlesQuery = (language: Language) =>
  queryOptions({
    queryKey: ['zendesk', 'error_code_articles', language],
    queryFn: () => getErrorCodeArticles(language),
    staleTime: GET_CACHE_TTL_MS,
  });
export const useErrorCodeArticles = (language: Language) => useQuery(errorCodeArticlesQuery(language));
