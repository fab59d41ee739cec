// Every console section opens in French and in Arabic with its own heading and no untranslated key,
// whatever its data calls answer (here: nothing, so each shows its failure state too).
import { screen } from '@testing-library/react';
import type { Language } from '@wefe/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { adminCatalogues, type AdminCatalogue } from '@/locales/admin';
import { mockApi } from '@/test/mock-api';
import { renderApp, signInStaff } from '@/test/render-app';

const SECTIONS: [href: string, section: keyof AdminCatalogue][] = [
  [paths.admin.review.getHref(), 'review'],
  [paths.admin.content.getHref(), 'content'],
  [paths.admin.partners.getHref(), 'partners'],
  [paths.admin.pages.getHref(), 'pages'],
  [paths.admin.lookups.getHref(), 'lookups'],
  [paths.admin.indexData.getHref(), 'indexData'],
  [paths.admin.people.getHref(), 'people'],
  [paths.admin.messages.getHref(), 'messages'],
  [paths.admin.mail.getHref(), 'mail'],
  [paths.admin.auditLog.getHref(), 'audit'],
];

const titleIn = (language: Language, section: keyof AdminCatalogue) => (adminCatalogues[language][section] as { title: string }).title;

describe.each(['fr', 'ar'] as const)('the console in %s', (language) => {
  it.each(SECTIONS)('opens %s with its heading and no raw keys', async (href, section) => {
    mockApi({});
    signInStaff('admin');
    i18n.changeLanguage(language);
    renderApp(href);
    expect(await screen.findByRole('heading', { level: 1, name: titleIn(language, section) })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
    // A key shown instead of its text ('shell.retry', 'admin:review.title') means a missing translation.
    expect(document.body.textContent).not.toMatch(/\b(admin:|shell\.|review\.|content\.|partners\.|pages\.|lookups\.|indexData\.|people\.|messages\.|mail\.|audit\.)[a-z_]+/);
  });
});
