// GET /admin/audit-log: recorded staff changes, newest first (administrators only).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@wefe/contract';
import { apiClient } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

export interface AuditLogFilters {
  entity_type: string;
  entity_id: string;
  page: number;
}

export interface AuditLogPage {
  data: AuditEntry[];
  meta: { current_page: number; last_page: number; total: number };
}

/** One page of the log, narrowed by item type and id. */
export function getAuditLog(filters: AuditLogFilters): Promise<AuditLogPage> {
  return apiClient.get<AuditLogPage>('/admin/audit-log', {
    query: { entity_type: filters.entity_type || undefined, entity_id: filters.entity_id || undefined, page: filters.page, per_page: 25 },
  });
}

/** The log page for these filters; the previous page stays on screen while the next loads. */
export function useAuditLog(filters: AuditLogFilters) {
  const language = useLanguage();
  return useQuery({ queryKey: ['admin-audit-log', language, filters], queryFn: () => getAuditLog(filters), placeholderData: keepPreviousData });
}
