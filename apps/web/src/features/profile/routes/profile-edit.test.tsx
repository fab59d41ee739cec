import { act, screen } from '@testing-library/react';
import { apiMessages } from '@wefe/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, USER_COOKIE } from '@/lib/cookies';
import { todayIsoDate } from '@/lib/dates';
import { changeLanguage } from '@/lib/i18n';
import { fail, heldAnswer, mockApi, type MockHandler, ok } from '@/test/mock-api';
import { PROFILE_USER, renderApp, signIn } from '@/test/render-app';

function renderEdit(update: MockHandler = ok(PROFILE_USER, 'Profile updated successfully!')) {
  signIn(PROFILE_USER);
  const api = mockApi({ 'GET /profile': ok({ ...PROFILE_USER, phone: null, field_of_study: null }), 'PUT /profile': update });
  const view = renderApp('/profile/edit', { user: { advanceTimers: vi.advanceTimersByTime } });
  return { ...view, api };
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('edit profile', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(async () => {
    vi.useRealTimers();
    await changeLanguage('en');
  });

  it('fills the form with the member, in Personal and Professional sections, with email and tel inputs', async () => {
    renderEdit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByText('Update your personal information')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Personal Information' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Professional Information' })).toBeInTheDocument();
    expect(field('First Name')).toHaveValue('Layla');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Phone')).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('female');
    expect(screen.getByRole('spinbutton', { name: 'Years of Experience' })).toHaveValue(8);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/profile');
  });

  it('checks required names and email, the birth date and the years of experience before sending', async () => {
    const { user, api } = renderEdit();
    await user.clear(await screen.findByRole('textbox', { name: 'First Name' }));
    await user.clear(field('Email'));
    await user.type(field('Email'), 'not-an-address');
    const birthDate = screen.getByLabelText('Date of Birth');
    expect(birthDate).toHaveAttribute('max', todayIsoDate());
    await user.clear(birthDate);
    await user.type(birthDate, '2999-01-01');
    const experience = screen.getByRole('spinbutton', { name: 'Years of Experience' });
    await user.clear(experience);
    await user.type(experience, '101');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(field('First Name')).toHaveAccessibleDescription('First name is required');
    // The rest in the server's own words: the contract's rules, checked before sending.
    expect(field('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(birthDate).toHaveAccessibleDescription('Date of birth cannot be in the future');
    expect(experience).toHaveAccessibleDescription('Years of experience must be between 0 and 100.');
    expect(api.callsTo('PUT /profile')).toHaveLength(0);
  });

  it('checks the contract’s rules the old form let through (a phone that is not one, a name with digits), all at once, in Arabic', async () => {
    await changeLanguage('ar');
    const { user, api } = renderEdit();
    const first = await screen.findByRole('textbox', { name: 'الاسم الأول' });
    await user.clear(first);
    await user.type(first, 'Layla2');
    const phone = screen.getByRole('textbox', { name: 'الهاتف' });
    await user.clear(phone);
    await user.type(phone, 'call me');
    await user.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    expect(first).toHaveAccessibleDescription(apiMessages.ar['validation.name']);
    expect(phone).toHaveAccessibleDescription(apiMessages.ar['validation.phone']);
    expect(api.callsTo('PUT /profile')).toHaveLength(0);
  });

  it("sends only non-empty fields, says 'Profile updated successfully!', updates the saved user and returns after 2 s", async () => {
    const updated = { ...PROFILE_USER, first_name: 'Leila' };
    const { user, api, router } = renderEdit(ok(updated, 'Profile updated successfully!'));
    const first = await screen.findByRole('textbox', { name: 'First Name' });
    await user.clear(first);
    await user.type(first, ' Leila ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully!');
    expect(api.callsTo('PUT /profile')[0]?.body).toEqual({
      first_name: 'Leila',
      last_name: 'Haddad',
      email: 'layla@example.org',
      gender: 'female',
      birth_date: '1990-04-12',
      organization: 'Water Authority',
      organization_short_name: 'WAJ',
      position: 'Engineer',
      experience_years: 8,
    });
    expect(JSON.parse(getCookie(USER_COOKIE) ?? '{}')).toMatchObject({ first_name: 'Leila' });
    expect(screen.getByRole('button', { name: 'Account: Leila Haddad' })).toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it("joins the server's field errors with ', ' and shows each next to its field", async () => {
    const { user } = renderEdit(
      fail(422, 'The given data was invalid.', {
        errors: { email: ['Enter a valid email address.'], phone: ['Enter a valid phone number.'] },
      }),
    );
    await user.type(await screen.findByRole('textbox', { name: 'Phone' }), '+962 79 123 4567');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid email address., Enter a valid phone number.');
    expect(field('Phone')).toHaveAccessibleDescription('Enter a valid phone number.');
  });

  it("says 'Failed to update profile' without a server message and 'An error occurred…' when the call breaks", async () => {
    const { user, unmount } = renderEdit({ status: 500, body: {} });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile');
    unmount();

    const second = renderEdit(() => {
      throw new TypeError('offline');
    });
    await second.user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while updating your profile');
  });

  it("shows 'Saving...' and disables the button while saving", async () => {
    const saved = heldAnswer();
    const { user } = renderEdit(saved.handler);
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    saved.answer(ok(PROFILE_USER, 'Profile updated successfully!'));
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully!');
  });
});
