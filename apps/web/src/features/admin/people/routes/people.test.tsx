import type { Person } from '@wefe/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderApp, signInStaff } from '@/test/render-app';
import { findDialog } from '@/test/dialogs';

function person(overrides: Partial<Person> = {}): Person {
  return {
    id: 7,
    name: 'Amal Haddad',
    email: 'amal@example.org',
    account_type: 'individual',
    role: 'member',
    status: 'active',
    created_at: '2026-10-02T08:00:00Z',
    last_login: '2026-11-01T09:00:00Z',
    ...overrides,
  };
}

const pageOf = (items: Person[], page = 1, lastPage = 1, total = items.length) =>
  ok(items, 'OK', { meta: { current_page: page, per_page: 25, total, last_page: lastPage } });

const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;

describe('people screen', () => {
  it('keeps the search, filters and page in the address and asks the server for them', async () => {
    const api = mockApi({
      'GET /admin/submissions': ok([]),
      'GET /admin/people': (request) => pageOf([person({ id: 100 + Number(request.query.get('page') ?? 1) })], Number(request.query.get('page') ?? 1), 3, 60),
    });
    signInStaff('admin');
    const { user, router } = renderApp('/admin/people');
    // The first render loads the console's code and catalogues, which can take a while on a busy machine.
    expect(await screen.findByText('60 accounts')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search'), 'haddad');
    await user.selectOptions(screen.getByLabelText('Status'), 'suspended');
    await user.selectOptions(screen.getByLabelText('Account type'), 'entity');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?q=haddad&status=suspended&account_type=entity');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?q=haddad&status=suspended&account_type=entity&page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

    const last = api.callsTo('GET /admin/people').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({ q: 'haddad', status: 'suspended', account_type: 'entity', page: '2', per_page: '25' });
    // Clearing empties the address and the form.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Search')).toHaveValue('');
  });

  it('shows each account with its type, role, status and join date, and the empty and error states', async () => {
    let answer = pageOf([person(), person({ id: 8, name: 'Amman Water Forum', email: 'forum@example.org', account_type: 'entity', role: 'reviewer', status: 'pending_approval', last_login: null })]);
    mockApi({ 'GET /admin/submissions': ok([]), 'GET /admin/people': () => answer });
    signInStaff('reviewer');
    const { unmount } = renderApp('/admin/people?q=amman');
    const forum = (await screen.findByRole('rowheader', { name: /Amman Water Forum/ })).closest('tr')!;
    expect(within(forum).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['forum@example.org', 'Entity', 'Reviewer', 'Awaiting approval', expect.stringMatching(/2026/)]);
    expect(within(forum).getByText('Never signed in')).toBeInTheDocument();
    // Reviewers read the list: no role select, no suspend button.
    expect(screen.getByText('You can see the list. Only administrators change roles or suspend accounts.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Role of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Suspend/ })).not.toBeInTheDocument();
    unmount();

    answer = pageOf([]);
    const empty = renderApp('/admin/people?q=nobody');
    expect(await screen.findByText('No account matches this search.')).toBeInTheDocument();
    empty.unmount();

    answer = fail(403, 'You are not allowed to do this.');
    renderApp('/admin/people');
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('changes a role after confirmation, and shows the last-admin refusal', async () => {
    const api = mockApi({
      'GET /admin/submissions': ok([]),
      'GET /admin/people': pageOf([person(), person({ id: 1, name: 'Rana Staff', email: 'admin@example.org', role: 'admin' })]),
      'PUT /admin/people/7/role': ok(person({ role: 'reviewer' })),
      'PUT /admin/people/1/role': fail(409, 'This would leave the hub without an active administrator. Make someone else an administrator first.'),
    });
    signInStaff('admin');
    const { user } = renderApp('/admin/people');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Amal Haddad' }), 'reviewer');
    const dialog = await findDialog({ name: 'Change the role?' });
    expect(within(dialog).getByText('Amal Haddad will become Reviewer. The change applies at once.')).toBeInTheDocument();
    // Cancelling changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PUT /admin/people/7/role')).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Role of Amal Haddad' })).toHaveValue('member');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Amal Haddad' }), 'reviewer');
    await user.click(within(await findDialog()).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Amal Haddad is now Reviewer.')).toBeInTheDocument();
    expect(api.callsTo('PUT /admin/people/7/role')[0]!.body).toEqual({ role: 'reviewer' });

    // The signed-in admin (the last one) tries to step down.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Rana Staff' }), 'member');
    const refusal = await findDialog();
    await user.click(within(refusal).getByRole('button', { name: 'Change role' }));
    expect(await within(refusal).findByRole('alert')).toHaveTextContent('This would leave the hub without an active administrator.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('suspends with an optional reason and reinstates, each after confirmation; not one’s own account', async () => {
    const api = mockApi({
      'GET /admin/submissions': ok([]),
      'GET /admin/people': pageOf([
        person(),
        person({ id: 9, name: 'Omar Khalil', email: 'omar@example.org', status: 'suspended' }),
        person({ id: 1, name: 'Rana Staff', email: 'admin@example.org', role: 'admin' }),
      ]),
      'POST /admin/people/7/suspend': ok(person({ status: 'suspended' })),
      'POST /admin/people/9/reinstate': ok(person({ id: 9, status: 'active' })),
    });
    signInStaff('admin');
    const { user } = renderApp('/admin/people');
    await screen.findByRole('rowheader', { name: /Amal Haddad/ });
    expect(within(rowOf('Rana Staff')).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(rowOf('Amal Haddad')).getByRole('button', { name: 'Suspend Amal Haddad' }));
    const dialog = await findDialog({ name: 'Suspend Amal Haddad?' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Spam in stories');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(await screen.findByText('Amal Haddad is suspended.')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/people/7/suspend')[0]!.body).toEqual({ reason: 'Spam in stories' });

    await user.click(within(rowOf('Omar Khalil')).getByRole('button', { name: 'Reinstate Omar Khalil' }));
    await user.click(within(await findDialog({ name: 'Reinstate Omar Khalil?' })).getByRole('button', { name: 'Reinstate account' }));
    expect(await screen.findByText('Omar Khalil is active again.')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/people/9/reinstate')).toHaveLength(1);
  });

  it('speaks Arabic', async () => {
    mockApi({ 'GET /admin/submissions': ok([]), 'GET /admin/people': pageOf([person({ status: 'suspended', role: 'admin' }), person({ id: 8, name: 'Omar Khalil' })]) });
    signInStaff('admin');
    i18n.changeLanguage('ar');
    renderApp('/admin/people');
    expect(await screen.findByRole('heading', { level: 1, name: 'الأشخاص' })).toBeInTheDocument();
    expect(await screen.findByText('حسابان')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'دور Amal Haddad' })).toHaveDisplayValue('مسؤول');
    expect(within(rowOf('Amal Haddad')).getByText('معلّق')).toBeInTheDocument();
    expect(within(rowOf('Omar Khalil')).getByRole('button', { name: 'تعليق حساب Omar Khalil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة تفعيل حساب Amal Haddad' })).toBeInTheDocument();
  });
});
