import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, CONTENT_TYPES, LANGUAGES, type AuditEntry } from '@wefe/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isContentType } from '@/lib/content-type-names';
import { i18n } from '@/lib/i18n';
import { adminCatalogues, type AdminCatalogue } from '@/locales/admin';
import { mockApi, ok, type RecordedRequest } from '@/test/mock-api';
import { renderApp, signInStaff } from '@/test/render-app';

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    actor: { id: 3, name: 'Rana Staff', email: 'admin@example.org' },
    actor_role: 'admin',
    action: 'reject',
    entity_type: 'publications',
    entity_id: 12,
    before: { status: 'pending', title: 'Drip lines' },
    after: { status: 'rejected', title: 'Drip lines' },
    reason: 'Not about the nexus.',
    created_at: '2026-11-20T09:30:00Z',
    ...overrides,
  };
}

const pageOf = (items: AuditEntry[], page = 1, lastPage = 1, total = items.length) =>
  ok(items, 'OK', { meta: { current_page: page, per_page: 25, total, last_page: lastPage } });

describe('audit log screen', () => {
  it('names every action and item type the server records, in every language', () => {
    // Content types are named once for every screen (the public catalogue's content_types group,
    // lib/content-type-names.test.ts); the staff catalogue names the other things the log records.
    expect(CONTENT_TYPES.every((type) => (AUDIT_ENTITY_TYPES as readonly string[]).includes(type))).toBe(true);
    for (const language of LANGUAGES) {
      const audit = (adminCatalogues[language] as AdminCatalogue).audit;
      expect(Object.keys(audit.actions).sort(), language).toEqual([...AUDIT_ACTIONS].sort());
      expect(Object.keys(audit.types).sort(), language).toEqual(AUDIT_ENTITY_TYPES.filter((type) => !isContentType(type)).sort());
    }
  });

  it('lists who did what, with the reason and only the fields that changed', async () => {
    mockApi({
      'GET /admin/submissions': ok([]),
      'GET /admin/audit-log': pageOf([entry(), entry({ id: 2, actor: null, action: 'import', entity_type: 'indicator-values', entity_id: 0, before: null, after: { inserted: 3 }, reason: null })]),
    });
    signInStaff('admin');
    const { user } = renderApp('/admin/audit-log');
    const first = (await screen.findByText('Rana Staff: rejected — publication #12')).closest('li')!;
    expect(within(first).getByText('Not about the nexus.', { exact: false })).toBeInTheDocument();
    await user.click(within(first).getByText('Show before and after'));
    const rows = within(first).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['statuspendingrejected']);
    expect(screen.getByText('A former staff member: imported — indicator values #0')).toBeInTheDocument();
    expect(screen.getByText('2 changes')).toBeInTheDocument();
  });

  it('keeps the filters and the page in the address and asks the server for them', async () => {
    const calls: RecordedRequest[] = [];
    mockApi({
      'GET /admin/submissions': ok([]),
      'GET /admin/audit-log': (request) => {
        calls.push(request);
        return pageOf([entry({ id: Number(request.query.get('page') ?? 1) })], Number(request.query.get('page') ?? 1), 2, 26);
      },
    });
    signInStaff('admin');
    const { user, router } = renderApp('/admin/audit-log');
    await screen.findByText('26 changes');
    await user.selectOptions(screen.getByLabelText('Item type'), 'stories');
    await user.type(screen.getByLabelText('Item number'), '41');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(router.state.location.search).toBe('?entity_type=stories&entity_id=41');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?entity_type=stories&entity_id=41&page=2');
    await screen.findByText('Page 2 of 2');
    const last = calls.at(-1)!;
    expect([last.query.get('entity_type'), last.query.get('entity_id'), last.query.get('page')]).toEqual(['stories', '41', '2']);
  });

  it('tells a reviewer the log is for administrators, without asking the server', async () => {
    const api = mockApi({ 'GET /admin/submissions': ok([]) });
    signInStaff('reviewer');
    renderApp('/admin/audit-log');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only administrators can use this section.');
    expect(api.callsTo('GET /admin/audit-log')).toHaveLength(0);
  });

  it('reads in Arabic', async () => {
    mockApi({ 'GET /admin/submissions': ok([]), 'GET /admin/audit-log': pageOf([entry()]) });
    signInStaff('admin');
    i18n.changeLanguage('ar');
    renderApp('/admin/audit-log');
    expect(await screen.findByText('Rana Staff: رفض — منشور رقم 12')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'سجل التدقيق' })).toBeInTheDocument();
  });
});
