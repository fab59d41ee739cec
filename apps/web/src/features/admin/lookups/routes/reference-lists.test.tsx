import { screen, waitFor, within } from '@testing-library/react';
import type { ReferenceEntry } from '@wefe/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fail, mockApi, ok, type RecordedRequest } from '@/test/mock-api';
import { renderApp, signInStaff } from '@/test/render-app';
import { findDialog } from '@/test/dialogs';

const entry = (id: number, name: string, name_ar: string, name_fr: string, in_use = 0): ReferenceEntry => ({
  id,
  slug: name.toLowerCase(),
  name,
  name_ar,
  name_fr,
  order: id - 1,
  in_use,
});

const summary = [
  { key: 'organization-types', count: 3 },
  { key: 'education-levels', count: 4 },
  { key: 'publication-types', count: 8 },
  { key: 'sectors', count: 4 },
  { key: 'institution-categories', count: 5 },
];

/** A small server holding the organization types, answering like the API. */
function organizationTypesServer(extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  let rows = [entry(1, 'Government', 'جهة حكومية', 'Gouvernement', 4), entry(2, 'NGO', 'منظمة غير حكومية', 'ONG'), entry(3, 'Private sector', 'القطاع الخاص', 'Secteur privé', 2)];
  const api = mockApi({
    'GET /admin/reference-lists': ok(summary),
    'GET /admin/reference-lists/organization-types': () => ok(rows),
    'POST /admin/reference-lists/organization-types': (request: RecordedRequest) => {
      const body = request.body as { name: string; name_ar: string; name_fr: string };
      const created = { ...entry(rows.length + 1, body.name, body.name_ar, body.name_fr), order: rows.length };
      rows = [...rows, created];
      return { status: 201, body: { success: true, message: 'The entry was added to the list.', data: created } };
    },
    'PUT /admin/reference-lists/organization-types/1': (request: RecordedRequest) => {
      const body = request.body as { name: string; name_ar: string; name_fr: string };
      rows = rows.map((row) => (row.id === 1 ? { ...row, ...body } : row));
      return ok(rows[0]);
    },
    'PUT /admin/reference-lists/organization-types/order': (request: RecordedRequest) => {
      const { ids } = request.body as { ids: number[] };
      rows = ids.map((id, order) => ({ ...rows.find((row) => row.id === id)!, order }));
      return ok(rows);
    },
    ...extra,
  });
  return api;
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;
const englishNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

describe('reference lists console', () => {
  it('shows each entry’s three names, the Arabic right to left, with how many records use it', async () => {
    organizationTypesServer();
    signInStaff('admin');
    renderApp('/admin/reference-lists');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reference lists' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Organization types/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tab', { name: 'Sectors 4 entries' })).toBeInTheDocument();
    const arabic = await screen.findByRole('cell', { name: 'جهة حكومية' });
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(within(rowOf('Government')).getByText('4 records')).toBeInTheDocument();
    expect(within(rowOf('NGO')).getByText('Not used')).toBeInTheDocument();
    expect(englishNames()).toEqual(['Government', 'NGO', 'Private sector']);
  });

  it('adds an entry inline, checking the three names first', async () => {
    const api = organizationTypesServer();
    signInStaff('admin');
    const { user } = renderApp('/admin/reference-lists');
    await user.click(await screen.findByRole('button', { name: 'Add an entry' }));
    const form = screen.getByRole('form', { name: 'New entry in Organization types' });
    await user.click(within(form).getByRole('button', { name: 'Add the entry' }));
    for (const label of ['Name in English', 'Name in Arabic', 'Name in French']) {
      expect(within(form).getByRole('textbox', { name: label })).toHaveAccessibleDescription('This field is required.');
    }
    expect(api.callsTo('POST /admin/reference-lists/organization-types')).toHaveLength(0);

    expect(within(form).getByRole('textbox', { name: 'Name in Arabic' })).toHaveAttribute('dir', 'rtl');
    await user.type(within(form).getByRole('textbox', { name: 'Name in English' }), ' Foundation ');
    await user.type(within(form).getByRole('textbox', { name: 'Name in Arabic' }), 'مؤسسة');
    await user.type(within(form).getByRole('textbox', { name: 'Name in French' }), 'Fondation');
    await user.click(within(form).getByRole('button', { name: 'Add the entry' }));

    expect(await screen.findByText('“Foundation” was added.')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/reference-lists/organization-types')[0]!.body).toEqual({ name: 'Foundation', name_ar: 'مؤسسة', name_fr: 'Fondation' });
    await waitFor(() => expect(englishNames()).toEqual(['Government', 'NGO', 'Private sector', 'Foundation']));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal beside the field it concerns', async () => {
    organizationTypesServer({
      'POST /admin/reference-lists/organization-types': fail(422, 'The given data was invalid.', {
        errors: { name_ar: ['Another entry of this list already has this name.'] },
      }),
    });
    signInStaff('admin');
    const { user } = renderApp('/admin/reference-lists');
    await user.click(await screen.findByRole('button', { name: 'Add an entry' }));
    const form = screen.getByRole('form', { name: 'New entry in Organization types' });
    await user.type(within(form).getByRole('textbox', { name: 'Name in English' }), 'Public body');
    await user.type(within(form).getByRole('textbox', { name: 'Name in Arabic' }), 'جهة حكومية');
    await user.type(within(form).getByRole('textbox', { name: 'Name in French' }), 'Organisme public');
    await user.click(within(form).getByRole('button', { name: 'Add the entry' }));

    const arabic = within(form).getByRole('textbox', { name: 'Name in Arabic' });
    await waitFor(() => expect(arabic).toHaveAccessibleDescription('Another entry of this list already has this name.'));
    expect(arabic).toHaveAttribute('aria-invalid', 'true');
    expect(arabic).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: 'Name in English' })).not.toHaveAttribute('aria-invalid');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renames an entry inline', async () => {
    const api = organizationTypesServer();
    signInStaff('admin');
    const { user } = renderApp('/admin/reference-lists');
    await user.click(await screen.findByRole('button', { name: 'Edit Government' }));
    const form = screen.getByRole('form', { name: 'Edit “Government”' });
    const french = within(form).getByRole('textbox', { name: 'Name in French' });
    expect(french).toHaveValue('Gouvernement');
    await user.clear(french);
    await user.type(french, 'Administration publique');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('“Government” was saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT /admin/reference-lists/organization-types/1')[0]!.body).toEqual({
      name: 'Government',
      name_ar: 'جهة حكومية',
      name_fr: 'Administration publique',
    });
    expect(await screen.findByRole('cell', { name: 'Administration publique' })).toBeInTheDocument();
  });

  it('offers no deletion of an entry in use, says why, and shows a refusal of the server', async () => {
    const api = organizationTypesServer({
      'DELETE /admin/reference-lists/organization-types/2': fail(409, 'This entry cannot be deleted: 1 records use it. Rename it instead, or change those records first.'),
    });
    signInStaff('admin');
    const { user } = renderApp('/admin/reference-lists');
    await screen.findByRole('cell', { name: 'Government' });
    const used = within(rowOf('Government')).getByRole('button', { name: 'Delete Government' });
    expect(used).toBeDisabled();
    expect(used).toHaveAccessibleDescription('4 records use this entry: it cannot be deleted. Rename it instead, or change those records first.');

    // Someone started using NGO since the list was loaded: the server refuses, and the dialog says so.
    await user.click(within(rowOf('NGO')).getByRole('button', { name: 'Delete NGO' }));
    const dialog = await findDialog({ name: 'Delete this entry?' });
    expect(dialog).toHaveTextContent('“NGO” will no longer be offered');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This entry cannot be deleted: 1 records use it.');
    expect(api.callsTo('DELETE /admin/reference-lists/organization-types/2')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('cell', { name: 'NGO' })).toBeInTheDocument();
  });

  it('deletes an unused entry after confirmation', async () => {
    let deleted = false;
    organizationTypesServer({
      'DELETE /admin/reference-lists/organization-types/2': () => {
        deleted = true;
        return ok(null);
      },
      'GET /admin/reference-lists/organization-types': () =>
        ok([entry(1, 'Government', 'جهة حكومية', 'Gouvernement', 4), ...(deleted ? [] : [entry(2, 'NGO', 'منظمة غير حكومية', 'ONG')])]),
    });
    signInStaff('admin');
    const { user } = renderApp('/admin/reference-lists');
    await user.click(await within(await screen.findByRole('cell', { name: 'NGO' }).then((cell) => cell.closest('tr')!)).findByRole('button', { name: 'Delete NGO' }));
    await user.click(within(await findDialog()).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“NGO” was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'NGO' })).not.toBeInTheDocument());
    expect(deleted).toBe(true);
  });

  it('moves entries up and down', async () => {
    const api = organizationTypesServer();
    signInStaff('admin');
    const { user } = renderApp('/admin/reference-lists');
    await screen.findByRole('cell', { name: 'NGO' });
    expect(screen.getByRole('button', { name: 'Move Government up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Private sector down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move NGO up' }));
    expect(await screen.findByText('The new order was saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT /admin/reference-lists/organization-types/order')[0]!.body).toEqual({ ids: [2, 1, 3] });
    expect(englishNames()).toEqual(['NGO', 'Government', 'Private sector']);

    await user.click(screen.getByRole('button', { name: 'Move Government down' }));
    await waitFor(() => expect(englishNames()).toEqual(['NGO', 'Private sector', 'Government']));
    expect(api.callsTo('PUT /admin/reference-lists/organization-types/order')[1]!.body).toEqual({ ids: [2, 3, 1] });
  });

  it('opens the list chosen in the tabs and keeps it in the address', async () => {
    mockApi({
      'GET /admin/reference-lists': ok(summary),
      'GET /admin/reference-lists/organization-types': ok([entry(1, 'Government', 'جهة حكومية', 'Gouvernement')]),
      'GET /admin/reference-lists/sectors': ok([entry(1, 'Water', 'المياه', 'Eau', 12)]),
    });
    signInStaff('admin');
    const { user, router } = renderApp('/admin/reference-lists');
    await screen.findByRole('cell', { name: 'Government' });
    await user.click(screen.getByRole('tab', { name: /Sectors/ }));
    expect(await screen.findByRole('cell', { name: 'Water' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?list=sectors');
  });

  it('lets reviewers read the lists without the tools to change them', async () => {
    organizationTypesServer();
    signInStaff('reviewer');
    renderApp('/admin/reference-lists');
    expect(await screen.findByRole('cell', { name: 'Government' })).toBeInTheDocument();
    expect(screen.getByText('Only administrators can change the reference lists.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add an entry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Delete|Move/ })).not.toBeInTheDocument();
  });

  it('shows an empty list, and a failed one with a retry', async () => {
    let attempts = 0;
    mockApi({
      'GET /admin/reference-lists': ok(summary),
      'GET /admin/reference-lists/education-levels': ok([]),
      'GET /admin/reference-lists/sectors': () => {
        attempts += 1;
        // A 403 is not retried (a 5xx would be, twice), so the failure shows at once.
        return attempts === 1 ? fail(403, 'You are not allowed to do this.') : ok([entry(1, 'Water', 'المياه', 'Eau')]);
      },
    });
    signInStaff('admin');
    const { user } = renderApp('/admin/reference-lists?list=education-levels');
    expect(await screen.findByText('This list has no entries yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Sectors/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This list could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Water' })).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    organizationTypesServer();
    signInStaff('admin');
    i18n.changeLanguage('ar');
    renderApp('/admin/reference-lists');
    expect(await screen.findByRole('heading', { level: 1, name: 'القوائم المرجعية' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /أنواع المنظمات/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('columnheader', { name: 'العربية' })).toBeInTheDocument();
    expect(within(rowOf('Government')).getByText('4 سجلات')).toBeInTheDocument();
    expect(within(rowOf('Government')).getByRole('button', { name: 'حذف Government' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'إضافة عنصر' })).toBeInTheDocument();
  });
});
