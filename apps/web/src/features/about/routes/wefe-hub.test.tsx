import type { SitePage } from '@wefe/contract';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const field = (value: string) => ({ value, raw_value: value });

const aboutUs: SitePage = {
  slug: 'about-us',
  updated_at: '2026-03-01T10:00:00.000Z',
  fields: {
    'title[0]': field('About the WEFE Nexus Hub'),
    'title_ar[0]': field('عن منصة ترابط WEFE'),
    'title_fr[0]': field(''),
    'description[0]': field('<p>The hub connects <strong>water</strong> and energy.</p>'),
    'description[1]': field('<p>It serves the MENA and OIC regions.</p>'),
    // Out of order on purpose, and past 9: paragraphs follow their number, not the key's text.
    'description_ar[10]': field('<p>الفقرة الثالثة.</p>'),
    'description_ar[0]': field('<p>تربط المنصة <a href="https://example.org/nexus">المياه والطاقة</a>.</p>'),
    'description_ar[2]': field('<p>الفقرة الثانية.</p>'),
    'description_ar[1]': field('<p> </p>'),
  },
};

describe('about-the-hub page', () => {
  it('shows the Arabic title and paragraphs, in order and right to left, when the language is Arabic', async () => {
    await act(() => i18n.changeLanguage('ar'));
    const api = mockApi({ 'GET /pages/about-us': ok(aboutUs) });
    renderApp('/about/wefe-hub');
    expect(await screen.findByRole('heading', { level: 1, name: 'عن منصة ترابط WEFE' })).toBeInTheDocument();
    expect(api.callsTo('GET /pages/about-us')).toHaveLength(1);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    const paragraphs = ['تربط المنصة المياه والطاقة.', 'الفقرة الثانية.', 'الفقرة الثالثة.'].map((text) => screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text));
    // In order, each in a block that reads its own direction and language.
    expect(paragraphs[0]!.compareDocumentPosition(paragraphs[1]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(paragraphs[1]!.compareDocumentPosition(paragraphs[2]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const paragraph of paragraphs) {
      expect(paragraph.parentElement).toHaveAttribute('dir', 'auto');
      expect(paragraph.parentElement).toHaveAttribute('lang', 'ar');
    }
    // The HTML is rendered, not shown as text.
    expect(screen.getByRole('link', { name: 'المياه والطاقة' })).toHaveAttribute('href', 'https://example.org/nexus');
    expect(screen.queryByText(/The hub connects/)).not.toBeInTheDocument();
  });

  it('falls back to the English title and paragraphs where the language has none', async () => {
    await act(() => i18n.changeLanguage('fr'));
    mockApi({ 'GET /pages/about-us': ok(aboutUs) });
    renderApp('/about/wefe-hub');
    expect(await screen.findByRole('heading', { level: 1, name: 'About the WEFE Nexus Hub' })).toBeInTheDocument();
    const first = screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'The hub connects water and energy.');
    expect(first.parentElement).toHaveAttribute('lang', 'en');
    expect(screen.getByText('It serves the MENA and OIC regions.')).toBeInTheDocument();
  });

  it("says 'No content available at the moment.' when there is no page (404)", async () => {
    mockApi({ 'GET /pages/about-us': fail(404, 'Page not found') });
    renderApp('/about/wefe-hub');
    expect(await screen.findByText('No content available at the moment.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'About the WEFE Hub' })).toBeInTheDocument();
  });

  it('says the same when the page has no paragraphs', async () => {
    mockApi({ 'GET /pages/about-us': ok({ ...aboutUs, fields: { 'title[0]': field('About the WEFE Nexus Hub') } }) });
    renderApp('/about/wefe-hub');
    expect(await screen.findByText('No content available at the moment.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'About the WEFE Nexus Hub' })).toBeInTheDocument();
  });
});
