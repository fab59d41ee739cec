import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { registerAdditionalInfo } from './register-additional-info';
import { registerCareer } from './register-career';
import { resendVerificationCode } from './resend-verification-code';
import { verifyAccount } from './verify-account';

describe('registration step guards (spec part 1, section 5)', () => {
  it('refuse to call the server without a user id, with the spec wording', async () => {
    const api = mockApi({});
    const none = { userId: null, token: null };
    await expect(verifyAccount({ ...none, otp: '123456' })).rejects.toMatchObject({ message: 'User ID is required for verification' });
    await expect(registerCareer({ ...none, organization: 'x', organization_type_id: '1', organization_short_name: 'x', position: 'x' })).rejects.toMatchObject({
      message: 'User ID is required for step 3',
    });
    await expect(registerAdditionalInfo({ ...none, education_level_id: '1', field_of_study: 'x', experience_years: '1' })).rejects.toMatchObject({
      message: 'User ID is required for step 4',
    });
    await expect(resendVerificationCode(none)).rejects.toMatchObject({
      message: 'User ID is required to resend verification code',
      messageKey: 'registration.errors.user_id_resend',
    });
    expect(api.requests).toHaveLength(0);
  });
});
