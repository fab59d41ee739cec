// What the partners page says when the list could not be loaded (spec part 1, section 8, 'Partners').
import { isApiError } from '@/lib/api-client';
import type { TFunction } from '@/lib/i18n';

/**
 * The server answered with a refusal: 'Failed to load partners' with its message. No answer, or a
 * failure that is not the call's: 'An error occurred while loading partners' (with the partners
 * client's network wording when the connection was lost).
 */
export function partnersFailure(error: unknown, t: TFunction): { title: string; detail?: string } {
  if (!isApiError(error) || error.status === undefined) return { title: t('partners.list.error') };
  if (error.status === 0) return { title: t('partners.list.error'), detail: t('errors.network_alt') };
  return { title: t('partners.list.failed'), detail: error.messageKey ? undefined : error.message };
}
