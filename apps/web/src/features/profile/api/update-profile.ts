// PUT /profile: changes the fields sent (only non-empty ones; spec part 1, section 5) and answers the
// updated member.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate, User } from '@wefe/contract';
import { apiClient, type ApiAnswer } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { getProfileQueryOptions } from './get-profile';

export type UpdateProfileAnswer = ApiAnswer<User>;

/** Sends the changed profile fields. */
export function updateProfile(fields: ProfileUpdate): Promise<UpdateProfileAnswer> {
  return apiClient.put<UpdateProfileAnswer>('/profile', fields);
}

/** The profile update as a mutation; the cached profile takes the answer, other languages refetch. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (answer) => {
      if (answer.data) queryClient.setQueryData(getProfileQueryOptions(language).queryKey, answer.data);
      await queryClient.invalidateQueries({ queryKey: ['profile'], refetchType: 'none' });
    },
  });
}
