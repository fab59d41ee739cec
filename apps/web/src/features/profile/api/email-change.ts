// The change of e-mail address after PUT /profile asked for it: POST /profile/email/confirm with the
// code mailed to the new address, or DELETE /profile/email to keep the current one (issue 28).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailChangeConfirm, User } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/auth';
import { useLanguage } from '@/lib/i18n';
import { getProfileQueryOptions } from './get-profile';

export type EmailChangeAnswer = ApiAnswer<User>;

/** Confirms the new address with its code. */
export function confirmEmailChange(input: EmailChangeConfirm): Promise<EmailChangeAnswer> {
  return apiClient.post<EmailChangeAnswer>('/profile/email/confirm', input);
}

/** Drops the change awaiting its code. */
export function cancelEmailChange(): Promise<EmailChangeAnswer> {
  return apiClient.delete<EmailChangeAnswer>('/profile/email');
}

/** Both calls as mutations: the answer is the account as it now stands, for the cache and the session. */
export function useEmailChange() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  const settle = async (answer: EmailChangeAnswer) => {
    queryClient.setQueryData(getProfileQueryOptions(language).queryKey, answer.data);
    updateSessionUser(answer.data);
    await queryClient.invalidateQueries({ queryKey: ['profile'], refetchType: 'none' });
  };
  return {
    confirm: useMutation({ mutationFn: confirmEmailChange, onSuccess: settle }),
    cancel: useMutation({ mutationFn: cancelEmailChange, onSuccess: settle }),
  };
}
