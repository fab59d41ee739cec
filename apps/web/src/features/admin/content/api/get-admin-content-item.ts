// GET /admin/content/{type}/{id}: one item in any state with its editable texts as stored.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminContentDetail, ContentType, Language } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** One item for the edit form. */
export async function getAdminContentItem(type: ContentType, id: string): Promise<AdminContentDetail> {
  return (await apiClient.get<ApiAnswer<AdminContentDetail>>(`/admin/content/${type}/${encodeURIComponent(id)}`)).data;
}

export const getAdminContentItemQueryOptions = (language: Language, type: ContentType, id: string) =>
  queryOptions({ queryKey: ['admin-content-item', language, type, id], queryFn: () => getAdminContentItem(type, id) });

/** The item being edited. */
export function useAdminContentItem(type: ContentType, id: string) {
  return useQuery(getAdminContentItemQueryOptions(useLanguage(), type, id));
}
