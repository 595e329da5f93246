// GET /api/zendesk/category/{id}/article?language&brand_id: a category's articles, brand-filtered
// (generic ones plus those of the brand). Used for the error-code list and the serial-number help.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@dealer/contracts';
import { apiRequest } from '../../../lib/api/client.ts';
import { helpLocale } from './help-locale.ts';

const getCategoryArticles = (id: number, language: Language, brandId?: number) =>
  apiRequest('get', '/api/zendesk/category/{id}/article', {
    params: { id },
    query: { language: helpLocale(language), ...(brandId ? { brand_id: brandId } : {}) },
  });
const categoryArticlesQuery = (id: number, language: Language, brandId?: number) =>
  queryOptions({
    queryKey: ['help', 'category-articles', id, helpLocale(language), brandId ?? 0],
    queryFn: () => getCategoryArticles(id, language, brandId),
  });
export const useCategoryArticles = (id: number, language: Language, brandId?: number) =>
  useQuery(categoryArticlesQuery(id, language, brandId));
