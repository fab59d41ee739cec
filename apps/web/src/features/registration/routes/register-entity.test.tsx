import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PENDING_USER_ID_KEY } from '@/lib/pending-registration';
import { mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const COUNTRIES = [
  { id: 64, name: 'Egypt', name_en: 'Egypt', name_ar: 'مصر', name_fr: 'Égypte', code: 'EG', iso3: 'EGY', calling_code: '+20', latitude: 0, longitude: 0, continent: 'Africa', is_mena: true, is_oic: true },
  { id: 111, name: 'Jordan', name_en: 'Jordan', name_ar: 'الأردن', name_fr: 'Jordanie', code: 'JO', iso3: 'JOR', calling_code: '+962', latitude: 0, longitude: 0, continent: 'Asia', is_mena: true, is_oic: true },
];

const status = (next_step: number) => ({ user_id: 77, account_type: 'entity', next_step, total_steps: 3, email_verified: next_step > 2, completed: false, resend_available_in: 0 });

describe('entity registration wizard', () => {
  it('step 1 sent empty names every missing field and the proof document at once, and sends nothing', async () => {
    const api = mockApi({ 'GET /countries': ok(COUNTRIES) });
    const { user } = renderApp('/register/entity');
    const name = await screen.findByRole('textbox', { name: 'Entity Name' });
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Please fix the following issues:');
    const lines = within(summary).getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual([
      'Entity Name: This field is required.',
      'Entity Type: This field is required.',
      'Field of Expertise: This field is required.',
      'Country: This field is required.',
      'Address: This field is required.',
      'Location (city): This field is required.',
      'Website: This field is required.',
      'Email Address: This field is required.',
      'Years of Operation: This field is required.',
      'Password: This field is required.',
      'Proof Document (PDF): Attach the file.',
    ]);
    expect(name).toHaveFocus();
    expect(api.callsTo('POST /register/entity/step1')).toHaveLength(0);
  });

  it('explains the approval, sends the PDF with the details, verifies the email and ends pending approval', async () => {
    const api = mockApi({
      'GET /countries': ok(COUNTRIES),
      'POST /register/entity/step1': { status: 201, body: { success: true, message: 'Created', data: { user_id: 77, registration_token: 'ent-token', next_step: 2 } } },
      'POST /register/step2-verify-account': ok(status(3)),
      'POST /register/entity/step3': ok({ ...status(4), completed: true }),
    });
    const { user } = renderApp('/register/entity');

    expect(await screen.findByText(/your registration stays pending until the administrator approves it/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: /Step 1 of 3/ })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Entity Name' }), 'Blue Water Alliance');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Entity Type' }), 'Non-governmental organization (NGO)');
    await user.type(screen.getByRole('textbox', { name: 'Field of Expertise' }), 'Water governance');
    const country = screen.getByRole('combobox', { name: 'Country' });
    await within(country).findByRole('option', { name: 'Jordan' });
    await user.selectOptions(country, 'Jordan');
    await user.type(screen.getByRole('textbox', { name: 'Location (city)' }), 'Amman');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '12 Rainbow Street');
    await user.type(screen.getByRole('textbox', { name: 'Website' }), 'https://bluewater.example.org');
    // The calling code defaults to +962; choose Egypt through the search.
    await user.click(screen.getByRole('button', { name: 'JO +962 (Jordan, country calling code)' }));
    await user.type(screen.getByRole('combobox', { name: 'Search countries or calling codes' }), 'egy');
    await user.keyboard('{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Telephone' }), '0100 123 4567');
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'info@bluewater.example.org');
    const years = screen.getByRole('spinbutton', { name: 'Years of Operation' });
    expect(years).toHaveAttribute('min', '0');
    await user.type(years, '12');
    await user.type(screen.getByLabelText('Password'), 'a-long-passphrase');
    await user.type(screen.getByLabelText('Confirm Password'), 'a-long-passphrase');
    const documentInput = screen.getByLabelText('Proof Document (PDF)');
    expect(documentInput).toHaveAttribute('accept', 'application/pdf,.pdf');
    await user.upload(documentInput, new File(['%PDF-1.4'], 'registration.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { level: 2, name: /Step 2 of 3/ })).toBeInTheDocument();
    const form = api.callsTo('POST /register/entity/step1')[0]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      entity_name: 'Blue Water Alliance',
      entity_type: 'ngo',
      field_of_expertise: 'Water governance',
      country_id: '111',
      address: '12 Rainbow Street',
      location: 'Amman',
      website: 'https://bluewater.example.org',
      phone: '+201001234567',
      email: 'info@bluewater.example.org',
      years_of_operation: '12',
      password: 'a-long-passphrase',
      password_confirmation: 'a-long-passphrase',
    });
    expect((form.get('verification_document') as File).name).toBe('registration.pdf');
    expect(form.has('profile_picture')).toBe(false);
    expect(window.localStorage.getItem(PENDING_USER_ID_KEY)).toBe('77');

    await user.type(screen.getByRole('textbox', { name: 'Verification Code' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Step 3 of 3/ })).toBeInTheDocument();

    const employees = screen.getByRole('spinbutton', { name: 'Number of Employees' });
    expect(employees).toHaveValue(0);
    expect(employees).toHaveAttribute('step', '1');
    await user.clear(employees);
    await user.type(employees, '25');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Registration Submitted' })).toBeInTheDocument();
    expect(screen.getByText(/now waits for the administrator’s approval/)).toBeInTheDocument();
    expect(api.callsTo('POST /register/entity/step3')[0]?.body).toEqual({ user_id: 77, number_of_employees: 25, main_programs: 0, main_projects: 0 });
    expect(api.callsTo('POST /register/entity/step3')[0]?.headers.get('X-Registration-Token')).toBe('ent-token');
    expect(window.localStorage.getItem(PENDING_USER_ID_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  }, 20_000);
});
