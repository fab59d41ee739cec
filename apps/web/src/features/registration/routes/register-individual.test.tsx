import type { Country } from '@wefe/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PENDING_TOKEN_KEY, PENDING_USER_ID_KEY, REGISTRATION_STATUS_KEY } from '@/lib/pending-registration';
import { fail, mockApi, ok, type MockHandler } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { changeLanguage } from '@/lib/i18n';
import { findDialog } from '@/test/dialogs';

const JORDAN: Country = {
  id: 111,
  name: 'Jordan',
  name_en: 'Jordan',
  name_ar: 'الأردن',
  name_fr: 'Jordanie',
  code: 'JO',
  iso3: 'JOR',
  calling_code: '+962',
  latitude: 31,
  longitude: 36,
  continent: 'Asia',
  is_mena: true,
  is_oic: true,
};

const status = (next_step: number, extra: Record<string, unknown> = {}) => ({
  user_id: 41,
  account_type: 'individual',
  next_step,
  total_steps: 4,
  email_verified: next_step > 2,
  completed: false,
  resend_available_in: 0,
  ...extra,
});

function lookups(routes: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /countries': ok([JORDAN]),
    'GET /register/organization-types': ok([{ id: 1, name: 'Government', slug: 'government' }]),
    'GET /register/education-levels': ok([{ id: 3, name: "Master's", slug: 'master' }]),
    ...routes,
  });
}

const stepHeading = (pattern: RegExp) => screen.findByRole('heading', { level: 2, name: pattern });

async function fillPersonalInfo(user: ReturnType<typeof renderApp>['user'], { country = true } = {}) {
  await user.type(await screen.findByRole('textbox', { name: 'First Name' }), 'Layla');
  await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Haddad');
  await user.type(screen.getByRole('textbox', { name: 'Mobile Number' }), '079 123 4567');
  await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'layla@example.org');
  if (country) {
    const select = screen.getByRole('combobox', { name: 'Country' });
    await within(select).findByRole('option', { name: 'Jordan' });
    await user.selectOptions(select, 'Jordan');
  }
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await user.type(screen.getByLabelText('Date of Birth'), '1990-04-12');
  await user.type(screen.getByLabelText('Password'), 'a-long-passphrase');
  await user.type(screen.getByLabelText('Confirm Password'), 'a-long-passphrase');
}

describe('individual registration wizard', () => {
  // Step 1 sent empty: every field's error at once, in the reader's language, in the summary and
  // beside each field, with focus on the first, and nothing sent (it used to show the country alone,
  // then seven more errors from the server after a second try).
  for (const [language, texts] of Object.entries({
    en: { next: 'Next', firstName: 'First Name', gender: 'Gender', summary: 'Please fix the following issues:', required: 'This field is required.', genderError: 'Choose a gender from the list.' },
    ar: { next: 'التالي', firstName: 'الاسم الأول', gender: 'الجنس', summary: 'يُرجى تصحيح ما يلي:', required: 'هذا الحقل مطلوب.', genderError: 'اختر الجنس من القائمة.' },
    fr: { next: 'Suivant', firstName: 'Prénom', gender: 'Genre', summary: 'Veuillez corriger les points suivants :', required: 'Ce champ est obligatoire.', genderError: 'Choisissez un genre dans la liste.' },
  })) {
    it(`step 1 sent empty shows every field's error at once, focused on the first, without sending (${language})`, async () => {
      await changeLanguage(language as 'en' | 'ar' | 'fr');
      const api = lookups();
      const { user } = renderApp('/register/individual');
      const firstName = await screen.findByRole('textbox', { name: texts.firstName });
      await user.click(screen.getByRole('button', { name: texts.next }));

      const summary = await screen.findByRole('alert');
      expect(summary).toHaveTextContent(texts.summary);
      // Eight fields (an empty confirmation matches an empty password), one line each, one sentence each (never "required., Use letters…").
      expect(within(summary).getAllByRole('listitem')).toHaveLength(8);
      expect(within(summary).getByText(new RegExp(`^${texts.firstName}\\s*:\\s*${texts.required.replace('.', '\\.')}$`))).toBeInTheDocument();
      expect(firstName).toHaveAccessibleDescription(texts.required);
      expect(firstName).toHaveFocus();
      expect(screen.getByRole('group', { name: new RegExp(texts.gender) })).toHaveAccessibleDescription(texts.genderError);
      // Seven controls marked invalid; the gender radios' group carries its message.
      expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(7);
      expect(api.callsTo('POST /register/step1-personal-info')).toHaveLength(0);
    });
  }

  it('checks the rules the server checks before sending: a short password and a mismatch are named, nothing is sent', async () => {
    const api = lookups();
    const { user } = renderApp('/register/individual');
    await fillPersonalInfo(user);
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please fix the following issues:');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/The password must be at least 8 characters\./);
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('The passwords do not match.');
    expect(api.callsTo('POST /register/step1-personal-info')).toHaveLength(0);
  });

  it('stays on a step whose call failed, with the server messages next to their fields and listed once above, without a generic banner', async () => {
    lookups({
      'POST /register/step1-personal-info': fail(422, 'The given data was invalid.', {
        errors: { email: ['Enter a valid email address.'], phone: ['Enter a valid phone number.'] },
      }),
    });
    const { user } = renderApp('/register/individual');
    await fillPersonalInfo(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const summary = await screen.findByRole('alert');
    expect(summary).not.toHaveTextContent('The given data was invalid.');
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Email Address: Enter a valid email address.',
      'Mobile Number: Enter a valid phone number.',
    ]);
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByRole('textbox', { name: 'Mobile Number' })).toHaveAccessibleDescription('Enter a valid phone number.');
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Mobile Number' })).toHaveFocus();
    expect(await stepHeading(/Step 1 of 4/)).toBeInTheDocument();
  });

  it("moves forward only when each call succeeds, stores the pending registration and ends with 'Registration Successful!'", async () => {
    const api = lookups({
      'POST /register/step1-personal-info': { status: 201, body: { success: true, message: 'Created', data: { user_id: 41, registration_token: 'reg-secret', next_step: 2 } } },
      'POST /register/step2-verify-account': (request) =>
        (request.body as { otp: string }).otp === '123456' ? ok(status(3)) : fail(422, 'The given data was invalid.', { errors: { otp: ['The code is not correct.'] } }),
      'POST /register/step3-career': ok(status(4)),
      'POST /register/step4-additional-info': ok({ ...status(5), completed: true }),
    });
    const { user, router } = renderApp('/register/individual');

    await fillPersonalInfo(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await stepHeading(/Step 2 of 4/)).toBeInTheDocument();
    const [step1] = api.callsTo('POST /register/step1-personal-info');
    expect(step1?.body).toEqual({
      first_name: 'Layla',
      last_name: 'Haddad',
      phone: '+962791234567',
      email: 'layla@example.org',
      country_id: 111,
      gender: 'female',
      birth_date: '1990-04-12',
      password: 'a-long-passphrase',
      password_confirmation: 'a-long-passphrase',
    });
    expect(window.localStorage.getItem(PENDING_USER_ID_KEY)).toBe('41');
    expect(window.localStorage.getItem(PENDING_TOKEN_KEY)).toBe('reg-secret');
    expect(screen.getByRole('button', { name: 'Resend Code (60)' })).toBeDisabled();

    // A wrong code keeps the member on step 2.
    await user.type(screen.getByRole('textbox', { name: 'Verification Code' }), '999999');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The code is not correct.')).toBeInTheDocument();
    expect(await stepHeading(/Step 2 of 4/)).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Verification Code' }));
    await user.type(screen.getByRole('textbox', { name: 'Verification Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await stepHeading(/Step 3 of 4/)).toBeInTheDocument();
    expect(api.callsTo('POST /register/step2-verify-account').at(-1)?.headers.get('X-Registration-Token')).toBe('reg-secret');

    await user.type(screen.getByRole('textbox', { name: 'Organization' }), 'Water Authority');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organization Type' }), 'Government');
    await user.type(screen.getByRole('textbox', { name: 'Organization Short Name' }), 'WAJ');
    await user.type(screen.getByRole('textbox', { name: 'Position' }), 'Engineer');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await stepHeading(/Step 4 of 4/)).toBeInTheDocument();
    expect(api.callsTo('POST /register/step3-career')[0]?.body).toEqual({
      user_id: 41,
      organization: 'Water Authority',
      organization_type_id: 1,
      organization_short_name: 'WAJ',
      position: 'Engineer',
    });

    // Previous goes back one step; the saved step only moves on again.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await stepHeading(/Step 3 of 4/)).toBeInTheDocument();
    expect(screen.getByText('This step is already saved. Select Next to continue.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await stepHeading(/Step 4 of 4/)).toBeInTheDocument();
    expect(api.callsTo('POST /register/step3-career')).toHaveLength(1);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Education Level' }), "Master's");
    await user.type(screen.getByRole('textbox', { name: 'Field of Study' }), 'Hydrology');
    const experience = screen.getByRole('combobox', { name: 'Years of Experience' });
    expect(within(experience).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select your years of experience',
      '0-1 years',
      '2-5 years',
      '6-10 years',
      '11-15 years',
      '16-20 years',
      '20+ years',
    ]);
    await user.selectOptions(experience, '6-10 years');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await findDialog({ name: 'Registration Successful!' });
    expect(api.callsTo('POST /register/step4-additional-info')[0]?.body).toEqual({
      user_id: 41,
      education_level_id: 3,
      field_of_study: 'Hydrology',
      experience_years: 8,
    });
    for (const key of [PENDING_USER_ID_KEY, PENDING_TOKEN_KEY, REGISTRATION_STATUS_KEY]) expect(window.localStorage.getItem(key)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Go to Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  }, 20_000);

  it('sends the picture as multipart form data when one is chosen', async () => {
    const api = lookups({
      'POST /register/step1-personal-info': { status: 201, body: { success: true, message: 'Created', data: { user_id: 41, registration_token: 't', next_step: 2 } } },
    });
    const { user } = renderApp('/register/individual');
    await fillPersonalInfo(user);
    await user.upload(screen.getByLabelText('Profile Picture'), new File(['png'], 'me.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await stepHeading(/Step 2 of 4/)).toBeInTheDocument();
    const body = api.callsTo('POST /register/step1-personal-info')[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('phone')).toBe('+962791234567');
    expect((form.get('profile_picture') as File).name).toBe('me.png');
  });

  it('resumes a registration saved in this browser at the step the server names, with its resend countdown', async () => {
    window.localStorage.setItem(PENDING_USER_ID_KEY, '41');
    window.localStorage.setItem(PENDING_TOKEN_KEY, 'reg-secret');
    window.localStorage.setItem(REGISTRATION_STATUS_KEY, JSON.stringify(status(2)));
    const api = lookups({ 'GET /register/status': ok(status(2, { resend_available_in: 37 })) });
    renderApp('/register/individual');

    expect(await stepHeading(/Step 2 of 4/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Code (37)' })).toBeDisabled();
    const [request] = api.callsTo('GET /register/status');
    expect(request?.query.get('user_id')).toBe('41');
    expect(request?.headers.get('X-Registration-Token')).toBe('reg-secret');
  });

  it('starts over when the saved registration is unknown to the server', async () => {
    window.localStorage.setItem(PENDING_USER_ID_KEY, '41');
    window.localStorage.setItem(PENDING_TOKEN_KEY, 'stale');
    lookups({ 'GET /register/status': fail(404, 'No unfinished registration matches these details.') });
    const { router } = renderApp('/register/individual');

    expect(await screen.findByText('We could not resume your saved registration. Please start again.')).toBeInTheDocument();
    expect(await stepHeading(/Step 1 of 4/)).toBeInTheDocument();
    expect(window.localStorage.getItem(PENDING_USER_ID_KEY)).toBeNull();
    // The registration's own 401/404 never sends the visitor to the login screen.
    expect(router.state.location.pathname).toBe('/register/individual');
  });
});
