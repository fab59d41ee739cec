// GET /admin/content?type=&status=&q=&page=&per_page=: every item of one type in any state, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminContentItem, ContentType, Language, ReviewStatus } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

export interface AdminContentFilters {
  type: ContentType;
  status: ReviewStatus | '';
  q: string;
  page: number;
}

export interface AdminContentPage {
  items: AdminContentItem[];
  total: number;
  lastPage: number;
}

/** Rows the console shows a page. */
export const CONTENT_PAGE_SIZE = 25;

/** One page of the list. */
export async function getAdminContent(filters: AdminContentFilters): Promise<AdminContentPage> {
  const answer = await apiClient.get<ApiAnswer<AdminContentItem[], { total: number; last_page: number }>>('/admin/content', {
    query: { type: filters.type, status: filters.status, q: filters.q, page: filters.page, per_page: CONTENT_PAGE_SIZE },
  });
  return { items: answer.data, total: answer.meta?.total ?? answer.data.length, lastPage: answer.meta?.last_page ?? 1 };
}

/** The list's query; its key starts with 'admin-content' so every change can refresh it. */
export const getAdminContentQueryOptions = (language: Language, filters: AdminContentFilters) =>
  queryOptions({ queryKey: ['admin-content', language, filters], queryFn: () => getAdminContent(filters), placeholderData: keepPreviousData });

/** The list for these filters; the previous page stays shown while the next loads. */
export function useAdminContent(filters: AdminContentFilters) {
  return useQuery(getAdminContentQueryOptions(useLanguage(), filters));
}
