import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getCookie, TOKEN_COOKIE, USER_COOKIE } from '@/lib/cookies';
import { mockApi, ok } from '@/test/mock-api';
import { PROFILE_USER, renderApp, signIn } from '@/test/render-app';

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

  it('has four tabs with their counts, moved through with the arrow keys', async () => {
    signIn(PROFILE_USER);
    mockApi({ 'GET /profile': ok(PROFILE_USER), 'GET /my-publications': ok([]), 'GET /my-stories': ok([]), 'GET /my-news-events': ok([]) });
    const { user } = renderApp('/profile');
    const tabs = await screen.findByRole('tablist', { name: 'Profile sections' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Personal Information',
      'My Stories (0)',
      'My Publications (0)',
      'My News & Events (0)',
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
