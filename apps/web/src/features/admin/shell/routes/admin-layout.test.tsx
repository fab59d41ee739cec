import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi, ok } from '@/test/mock-api';
import { renderApp, signIn, signInStaff } from '@/test/render-app';

const pending = [
  { type: 'stories', id: 1, title: 'Solar pumps', status: 'pending', submitted_at: '2026-11-01T08:00:00Z', owner: null },
  { type: 'stories', id: 2, title: 'Fog nets', status: 'pending', submitted_at: '2026-11-02T08:00:00Z', owner: null },
  { type: 'entities', id: 9, title: 'Water Lab', status: 'pending', submitted_at: '2026-11-03T08:00:00Z', owner: null },
];

describe('staff console shell', () => {
  it('shows visitors and members the not-found page at /admin', async () => {
    renderApp('/admin/partners');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    signIn({ email: 'member@example.org', role: 'member', status: 'active' });
    renderApp('/admin/review');
    expect((await screen.findAllByRole('heading', { level: 1, name: 'Page not found' })).length).toBeGreaterThan(0);
  });

  it('gives an administrator every section and the number waiting for review', async () => {
    mockApi({ 'GET /admin/submissions': ok(pending) });
    signInStaff('admin');
    renderApp('/admin/partners');
    const nav = await screen.findByRole('navigation', { name: 'Staff console sections' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent?.replace(/\d+$/, ''))).toEqual([
      'Review queue',
      'Content',
      'Partners',
      'Pages',
      'Reference lists',
      'Index and maps data',
      'People',
      'Contact messages',
      'Audit log',
    ]);
    expect(await within(nav).findByLabelText('3 pending')).toHaveTextContent('3');
    expect(within(nav).getByRole('link', { name: 'Partners' })).toHaveAttribute('aria-current', 'page');
  });

  it('hides admin-only sections from reviewers and speaks Arabic right to left', async () => {
    mockApi({ 'GET /admin/submissions': ok([]) });
    signInStaff('reviewer');
    await i18n.changeLanguage('ar');
    renderApp('/admin');
    const nav = await screen.findByRole('navigation', { name: 'أقسام لوحة الموظفين' });
    expect(within(nav).queryByRole('link', { name: 'سجل التدقيق' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /قائمة المراجعة/ })).toHaveAttribute('aria-current', 'page');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
