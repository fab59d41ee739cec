import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { getCookie, TOKEN_COOKIE, USER_COOKIE } from '@/lib/cookies';
import { fail, mockApi, ok } from '@/test/mock-api';
import { PROFILE_USER, renderApp, signIn } from '@/test/render-app';

afterEach(() => changeLanguage('en'));

const card = (name: string) => screen.getByRole('region', { name });
const valueOf = (region: HTMLElement, label: string) => within(region).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('profile: Personal Information tab', () => {
  it("shows 'Loading profile...', then the member's details with 'N/A' for empty values", async () => {
    signIn(PROFILE_USER);
    mockApi({
      'GET /profile': ok({ ...PROFILE_USER, phone: null, country: null, organization_type: null, position: '', experience_years: 1, education_level: null }),
    });
    renderApp('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByText('Manage your account and contributions')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile...');

    expect(await screen.findByRole('heading', { level: 2, name: 'Layla Haddad' })).toBeInTheDocument();
    expect(screen.getByText('Active Member')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('LH')).toBeInTheDocument();

    const personal = card('Personal Details');
    expect(valueOf(personal, 'First Name')).toHaveTextContent('Layla');
    expect(valueOf(personal, 'Email')).toHaveTextContent('layla@example.org');
    expect(valueOf(personal, 'Phone')).toHaveTextContent('N/A');
    expect(valueOf(personal, 'Country')).toHaveTextContent('N/A');

    const professional = card('Professional Information');
    expect(valueOf(professional, 'Organization')).toHaveTextContent('Water Authority');
    expect(valueOf(professional, 'Organization Type')).toHaveTextContent('N/A');
    expect(valueOf(professional, 'Position')).toHaveTextContent('N/A');
    expect(valueOf(professional, 'Experience')).toHaveTextContent('1 year');
    expect(valueOf(professional, 'Education Level')).toHaveTextContent('N/A');

    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile/edit');
  });

  it('shows the experience as an ICU plural and lookup names', async () => {
    signIn(PROFILE_USER);
    mockApi({ 'GET /profile': ok(PROFILE_USER) });
    renderApp('/profile');
    const professional = await screen.findByRole('region', { name: 'Professional Information' });
    expect(valueOf(professional, 'Experience')).toHaveTextContent('8 years');
    expect(valueOf(professional, 'Education Level')).toHaveTextContent("Master's");
    expect(valueOf(card('Personal Details'), 'Country')).toHaveTextContent('Jordan');
  });

  it('has five tabs, the member’s lists with their counts and the e-mail alerts, moved through with the arrow keys', async () => {
    signIn(PROFILE_USER);
    mockApi({ 'GET /profile': ok(PROFILE_USER), 'GET /my-publications': ok([]), 'GET /my-stories': ok([]), 'GET /my-news-events': ok([]) });
    const { user } = renderApp('/profile');
    const tabs = await screen.findByRole('tablist', { name: 'Profile sections' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Personal Information',
      'My Stories (0)',
      'My Publications (0)',
      'My News & Events (0)',
      'E-mail alerts',
    ]);
    expect(within(tabs).getByRole('tab', { name: 'Personal Information' })).toHaveAttribute('aria-selected', 'true');

    await user.click(within(tabs).getByRole('tab', { name: 'My News & Events (0)' }));
    const panel = await screen.findByRole('tabpanel', { name: 'My News & Events (0)' });
    expect(await within(panel).findByRole('heading', { name: 'No News & Events Yet' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(tabs).getByRole('tab', { name: 'My Publications (0)' })).toHaveFocus();
  });

  it('shows a pending entity its name, a pending badge and a notice', async () => {
    const entity = {
      ...PROFILE_USER,
      account_type: 'entity' as const,
      status: 'pending_approval' as const,
      first_name: null,
      last_name: null,
      entity: {
        entity_name: 'Blue Water Alliance',
        entity_short_name: 'BWA',
        entity_type: 'ngo',
        field_of_expertise: 'Water governance',
        address: null,
        location: 'Amman',
        website: 'https://bluewater.example.org',
        years_of_operation: 12,
        number_of_employees: 25,
        main_programs: 3,
        main_projects: 0,
        verification_document_name: 'registration.pdf',
        rejection_reason: null,
      },
    };
    signIn(entity);
    mockApi({ 'GET /profile': ok(entity) });
    const { user } = renderApp('/profile');

    expect(await screen.findByRole('heading', { level: 2, name: 'Blue Water Alliance' })).toBeInTheDocument();
    expect(screen.getByText('Pending Approval')).toBeInTheDocument();
    expect(screen.queryByText('Active Member')).not.toBeInTheDocument();
    expect(screen.getByText(/pending approval by the administrator/)).toBeInTheDocument();
    const entityCard = card('Entity Information');
    expect(valueOf(entityCard, 'Entity Type')).toHaveTextContent('Non-governmental organization (NGO)');
    expect(valueOf(entityCard, 'Main Projects')).toHaveTextContent('0');
    expect(valueOf(entityCard, 'Address')).toHaveTextContent('N/A');
    // An organisation, not a person: its contact details, no first name, education or career.
    expect(valueOf(card('Contact details'), 'Email')).toHaveTextContent(PROFILE_USER.email);
    expect(screen.queryByRole('region', { name: 'Personal Details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Professional Information' })).not.toBeInTheDocument();
    expect(screen.queryByText('First Name', { selector: 'dt' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Account: Blue Water Alliance' }));
    expect(within(screen.getByRole('menu')).getByText('Pending approval')).toBeInTheDocument();
  });

  it('logs out from the profile: POST /logout, cleared session, home page', async () => {
    signIn(PROFILE_USER, 'tok-9');
    const api = mockApi({ 'GET /profile': ok(PROFILE_USER), 'POST /logout': ok(null) });
    const { user, router } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Knowledge for a secure/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(getCookie(TOKEN_COOKIE)).toBeUndefined();
    expect(getCookie(USER_COOKIE)).toBeUndefined();
    expect(api.callsTo('POST /logout')[0]?.headers.get('Authorization')).toBe('Bearer tok-9');
  });
});

describe('profile: a change of email address waiting for its code', () => {
  const pending = { ...PROFILE_USER, pending_email: 'layla@new.example.org' };

  it('says where the code went and which address still signs in, checks the code, then shows the new address', async () => {
    signIn(PROFILE_USER);
    let confirmed = false;
    const api = mockApi({
      'GET /profile': () => ok(confirmed ? { ...PROFILE_USER, email: 'layla@new.example.org' } : pending),
      'POST /profile/email/confirm': (request) =>
        (request.body as { code: string }).code === '246810'
          ? ((confirmed = true), ok({ ...PROFILE_USER, email: 'layla@new.example.org', pending_email: null }, 'Your email address is now layla@new.example.org.'))
          : fail(422, 'The given data was invalid.', { errors: { code: ['The code is not correct.'] } }),
    });
    const { user } = renderApp('/profile');
    const box = await screen.findByRole('region', { name: 'Confirm your new email address' });
    expect(box).toHaveTextContent('We sent a code to layla@new.example.org. Until you enter it, you sign in with layla@example.org.');
    const code = within(box).getByRole('textbox', { name: /Code from the email/ });

    // The contract's rule, before any call: six digits.
    await user.type(code, '12a3');
    await user.click(within(box).getByRole('button', { name: 'Confirm address' }));
    expect(code).toHaveAccessibleDescription(/6 digits/);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /profile/email/confirm')).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '111111');
    await user.click(within(box).getByRole('button', { name: 'Confirm address' }));
    expect(await within(box).findByText('The code is not correct.')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '246810');
    await user.click(within(box).getByRole('button', { name: 'Confirm address' }));
    expect(await screen.findByText('Your email address is now layla@new.example.org.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Confirm your new email address' })).not.toBeInTheDocument();
    expect(valueOf(card('Personal Details'), 'Email')).toHaveTextContent('layla@new.example.org');
    expect(JSON.parse(decodeURIComponent(getCookie(USER_COOKIE) ?? '{}'))).toMatchObject({ email: 'layla@new.example.org' });
  });

  it('keeps the current address when asked, in Arabic, right to left with the addresses isolated', async () => {
    await changeLanguage('ar');
    signIn(PROFILE_USER);
    const api = mockApi({
      'GET /profile': ok(pending),
      'DELETE /profile/email': ok(PROFILE_USER, 'تم إلغاء تغيير البريد الإلكتروني.'),
    });
    const { user } = renderApp('/profile');
    const box = await screen.findByRole('region', { name: 'أكّد بريدك الإلكتروني الجديد' });
    for (const address of within(box).getAllByText(/@/)) expect(address).toHaveAttribute('dir', 'ltr');
    await user.click(within(box).getByRole('button', { name: 'الإبقاء على عنواني الحالي' }));
    expect(await screen.findByText('تم إلغاء تغيير البريد الإلكتروني.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /profile/email')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'أكّد بريدك الإلكتروني الجديد' })).not.toBeInTheDocument();
  });
});
