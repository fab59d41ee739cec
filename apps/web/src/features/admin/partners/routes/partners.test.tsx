import { screen, waitFor, within } from '@testing-library/react';
import type { StaffPartner } from '@wefe/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fail, mockApi, ok, type MockHandler } from '@/test/mock-api';
import { renderApp, signInStaff } from '@/test/render-app';
import { findDialog } from '@/test/dialogs';

const partner = (id: number, name: string, extra: Partial<StaffPartner> = {}): StaffPartner => ({
  id,
  name,
  url: `https://${name.toLowerCase().replace(/\W+/g, '-')}.example.org`,
  organization_type: null,
  image: null,
  logo: null,
  shipped_logo: null,
  featured: false,
  order: id,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...extra,
});

const government = { id: 1, name_en: 'Government', name_ar: 'حكومي', name_fr: 'Gouvernement' };
const waterAuthority = partner(1, 'Water Authority', {
  organization_type: government,
  featured: true,
  image: '/api/media/5?w=800',
  logo: { id: 5, url: '/api/media/5?w=800', srcset: null },
});
const energyLab = partner(2, 'Energy Lab');
const foodBank = partner(3, 'Food Bank');

/** The console with a partner list the mock keeps, so refetches after a change see it. */
function setUp(initial: StaffPartner[], routes: Record<string, MockHandler> = {}) {
  const state = { partners: initial };
  const api = mockApi({
    'GET /admin/submissions': ok([]),
    'GET /register/organization-types': ok([{ id: 1, slug: 'government', name: 'Government' }]),
    'GET /admin/partners': () => ok(state.partners),
    ...routes,
  });
  signInStaff('reviewer');
  return { api, state, ...renderApp('/admin/partners') };
}

const rowOf = (name: string) => screen.getByText(name).closest('li')!;

describe('/admin/partners', () => {
  it('lists the partners in order with logo, type and featured, and the ends’ move buttons disabled', async () => {
    setUp([waterAuthority, energyLab]);
    // The first render loads the console's code.
    const list = await screen.findByRole('list', { name: 'Partners in the order they are shown' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')!.textContent)).toEqual(['Water Authority', 'Energy Lab']);
    expect(within(rows[0]!).getByText('Government')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Featured')).toBeInTheDocument();
    expect(rows[0]!.querySelector('img')).toHaveAttribute('src', '/api/media/5?w=800');
    expect(within(rows[1]!).getByText('No organisation type')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Featured')).not.toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Move Water Authority up' })).toBeDisabled();
    expect(within(rows[1]!).getByRole('button', { name: 'Move Energy Lab down' })).toBeDisabled();
  });

  it('shows the empty state, and an error with a retry that loads the list', async () => {
    let calls = 0;
    const { user } = setUp([], { 'GET /admin/partners': () => (++calls === 1 ? fail(403, 'You are not allowed to do this.') : ok([])) });
    expect(await screen.findByText('The partners could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('You are not allowed to do this.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No partners yet' })).toBeInTheDocument();
  });

  it('adds a partner with a logo as multipart, previews the logo, then closes and announces it', async () => {
    const added = partner(4, 'Solar Coop', { featured: true, organization_type: government, image: '/api/media/9?w=800', logo: { id: 9, url: '/api/media/9?w=800', srcset: null } });
    const { api, state, user } = setUp([energyLab], {
      'POST /admin/partners': () => {
        state.partners = [...state.partners, added];
        return { status: 201, body: { success: true, message: 'Partner created.', data: added } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a partner' }));
    const dialog = await findDialog({ name: 'Add a partner' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Solar Coop');
    await user.type(within(dialog).getByRole('textbox', { name: 'Website' }), 'https://solar.example.org');
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Organisation type' }), 'Government');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Featured on the home and about pages' }));
    const logo = new File(['png'], 'solar.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Logo'), logo);
    expect(await within(dialog).findByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const form = api.callsTo('POST /admin/partners')[0]!.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      name: 'Solar Coop',
      url: 'https://solar.example.org',
      organization_type_id: '1',
      featured: '1',
    });
    expect(form.has('_method')).toBe(false);
    expect((form.get('logo') as File).name).toBe('solar.png');
    expect(await screen.findByText('Solar Coop was added.')).toBeInTheDocument();
    expect(await screen.findByText('Solar Coop', { selector: 'li p' })).toBeInTheDocument();
  });

  it('shows the server’s 422 messages beside their fields and keeps the dialog open', async () => {
    const { user } = setUp([energyLab], {
      'POST /admin/partners': fail(422, 'The given data was invalid.', {
        errors: { name: ['This field is required.'], url: ['Enter a valid web address starting with http:// or https://.'], logo: ['This file type is not accepted.'] },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add a partner' }));
    const dialog = await findDialog({ name: 'Add a partner' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Website' }), 'ftp://nope');
    await user.upload(within(dialog).getByLabelText('Logo'), new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('This field is required.'));
    expect(name).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'Website' })).toHaveAccessibleDescription(expect.stringContaining('Enter a valid web address'));
    expect(within(dialog).getByLabelText('Logo')).toHaveAccessibleDescription(expect.stringContaining('This file type is not accepted.'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The given data was invalid.');
  });

  it('moves a partner with the keyboard, sends the whole order, keeps focus on the moved row and announces it', async () => {
    const { api, state, user } = setUp([waterAuthority, energyLab, foodBank], {
      'PUT /admin/partners/order': ({ body }) => {
        const ids = (body as { ids: number[] }).ids;
        state.partners = ids.map((id, index) => ({ ...[waterAuthority, energyLab, foodBank].find((p) => p.id === id)!, order: index + 1 }));
        return ok(state.partners, 'Partner order saved.');
      },
    });
    const moveUp = await screen.findByRole('button', { name: 'Move Food Bank up' });
    moveUp.focus();
    await user.keyboard('{Enter}');
    expect(api.callsTo('PUT /admin/partners/order')[0]!.body).toEqual({ ids: [1, 3, 2] });
    expect(await screen.findByText('Food Bank moved to position 2 of 3.')).toBeInTheDocument();
    const names = () => within(screen.getByRole('list', { name: 'Partners in the order they are shown' })).getAllByRole('listitem').map((li) => li.querySelector('p')!.textContent);
    expect(names()).toEqual(['Water Authority', 'Food Bank', 'Energy Lab']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Food Bank up' })).toHaveFocus());

    // Up again to the top: that button is now disabled, so focus moves to the row's other move button.
    await waitFor(() => expect(api.callsTo('GET /admin/partners').length).toBeGreaterThan(1));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo('PUT /admin/partners/order')).toHaveLength(2));
    expect(api.callsTo('PUT /admin/partners/order')[1]!.body).toEqual({ ids: [3, 1, 2] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Food Bank down' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Move Food Bank up' })).toBeDisabled();
    expect(await screen.findByText('Food Bank moved to position 1 of 3.')).toBeInTheDocument();
  });

  it('puts the saved order back and says why when the server refuses a move', async () => {
    const { user } = setUp([energyLab, foodBank], { 'PUT /admin/partners/order': fail(422, 'The given data was invalid.', { errors: { ids: ['List every partner exactly once.'] } }) });
    await user.click(await screen.findByRole('button', { name: 'Move Energy Lab down' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The new order could not be saved: The given data was invalid.');
    const names = within(screen.getByRole('list', { name: 'Partners in the order they are shown' })).getAllByRole('listitem').map((li) => li.querySelector('p')!.textContent);
    expect(names).toEqual(['Energy Lab', 'Food Bank']);
  });

  it('edits a partner with _method=PUT and removes its logo', async () => {
    const { api, state, user } = setUp([waterAuthority], {
      'POST /admin/partners/1': () => {
        state.partners = [{ ...waterAuthority, name: 'Water Authority of Jordan', image: null, logo: null }];
        return ok(state.partners[0], 'Partner updated.');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Water Authority' }));
    const dialog = await findDialog({ name: 'Edit Water Authority' });
    expect(within(dialog).getByRole('img', { name: 'Current logo' })).toHaveAttribute('src', '/api/media/5?w=800');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Water Authority');
    await user.type(name, ' of Jordan');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remove the current logo' }));
    expect(within(dialog).queryByRole('img', { name: 'Current logo' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const form = api.callsTo('POST /admin/partners/1')[0]!.body as FormData;
    expect(form.get('_method')).toBe('PUT');
    expect(form.get('name')).toBe('Water Authority of Jordan');
    expect(form.get('organization_type_id')).toBe('1');
    expect(form.get('remove_logo')).toBe('1');
    expect(form.has('logo')).toBe(false);
    expect(await screen.findByText('Water Authority of Jordan was saved.')).toBeInTheDocument();
  });

  it('deletes a partner only after confirmation', async () => {
    const { api, state, user } = setUp([waterAuthority, energyLab], {
      'DELETE /admin/partners/2': () => {
        state.partners = [waterAuthority];
        return ok(null, 'Partner deleted.');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Energy Lab' }));
    const confirm = await findDialog({ name: 'Delete Energy Lab?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /admin/partners/2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Energy Lab' }));
    await user.click(within(await findDialog({ name: 'Delete Energy Lab?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Energy Lab was deleted.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /admin/partners/2')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Energy Lab', { selector: 'li p' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add a partner' })).toHaveFocus();
  });

  it('speaks Arabic: headings, actions and the type in Arabic', async () => {
    i18n.changeLanguage('ar');
    const { user } = setUp([waterAuthority, energyLab]);
    expect(await screen.findByRole('heading', { level: 1, name: 'الشركاء' })).toBeInTheDocument();
    expect(await screen.findByText('حكومي')).toBeInTheDocument();
    expect(screen.getByText('مميّز')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'نقل Energy Lab لأعلى' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'إضافة شريك' }));
    const dialog = await findDialog({ name: 'إضافة شريك' });
    expect(within(dialog).getByRole('textbox', { name: 'الاسم' })).toBeInTheDocument();
    expect(rowOf('Energy Lab')).toHaveTextContent('بلا نوع منظمة');
  });
});
