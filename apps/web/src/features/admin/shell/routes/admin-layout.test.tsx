import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi, ok } from '@/test/mock-api';
import { renderApp, signIn, signInStaff } from '@/test/render-app';

const pending = { publications: 0, stories: 2, 'news-events': 0, entities: 1 };

describe('staff console shell', () => {
  it('shows visitors and members the not-found page at /admin', async () => {
    renderApp('/admin/partners');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    signIn({ email: 'member@example.org', role: 'member', status: 'active' });
    renderApp('/admin/review');
    expect((await screen.findAllByRole('heading', { level: 1, name: 'Page not found' })).length).toBeGreaterThan(0);
  });

  it('gives an administrator every section, the number waiting for review and the open messages', async () => {
    mockApi({ 'GET /admin/submissions/counts': ok(pending), 'GET /admin/contact-messages/counts': ok({ open: 2, handled: 7 }) });
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
      'Outgoing mail',
      'Audit log',
    ]);
    expect(await within(nav).findByLabelText('3 pending')).toHaveTextContent('3');
    expect(await within(nav).findByLabelText('2 open messages')).toHaveTextContent('2');
    expect(within(nav).getByRole('link', { name: 'Partners' })).toHaveAttribute('aria-current', 'page');
  });

  it('hides admin-only sections from reviewers and speaks Arabic right to left', async () => {
    mockApi({ 'GET /admin/submissions/counts': ok({ publications: 0, stories: 0, 'news-events': 0, entities: 0 }) });
    signInStaff('reviewer');
    i18n.changeLanguage('ar');
    renderApp('/admin');
    const nav = await screen.findByRole('navigation', { name: 'أقسام لوحة الموظفين' });
    expect(within(nav).queryByRole('link', { name: 'سجل التدقيق' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'البريد الصادر' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /قائمة المراجعة/ })).toHaveAttribute('aria-current', 'page');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
