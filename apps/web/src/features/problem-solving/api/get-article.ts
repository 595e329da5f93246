// GET /api/zendesk/article/{id}?language: the problem-solving article in the portal's language
// (the help centre knows the twelve languages; it falls back to English itself).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET_CACHE_TTL_MS, HelpLocaleOfLanguage, type Language } from '@dealer/contracts';
import { apiRequest } from '../../../lib/api/client.ts';
import { requireParams } from '../../../lib/api/api-error.ts';

const helpLanguage = (language: Language) => HelpLocaleOfLanguage[language];

function getArticle(id: number, language: Language) {
  requireParams({ id: Number.isInteger(id) && id > 0 ? id : null });
  return apiRequest('get', '/api/zendesk/article/{id}', {
    params: { id },
    query: { language: helpLanguage(language) },
  });
}

const articleQuery = (id: number, language: Language) =>
  queryOptions({
    queryKey: ['zendesk', 'article', id, language],
    queryFn: () => getArticle(id, language),
    staleTime: GET_CACHE_TTL_MS,
    meta: { handledCodes: [404000] },
  });

export const useArticle = (id: number, language: Language) =>
  useQuery({ ...articleQuery(id, language), enabled: Number.isInteger(id) && id > 0 });
