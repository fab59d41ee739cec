// The first paint waits only for the first part of the reader's catalogue (catalogue-parts.ts): the
// shell and the home page must find every text they show in it, with data in every home section.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addCatalogue, i18n } from '@/lib/i18n';
import { sampleNewsEvent } from '@/test/factories';
import { mockApi, ok } from '@/test/mock-api';
import { renderApp, signIn } from '@/test/render-app';
import ar from './ar.json';
import { cataloguePart } from './catalogue-parts';
import en from './en.json';
import fr from './fr.json';

type Catalogue = Record<string, unknown>;

/** Every 'a.b.c' key of a catalogue. */
function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix === '' ? key : `${prefix}.${key}`));
}

const homeData = {
  'GET /home-page': ok({ register_user_count: 1318, countries_count: 42, publication_count: 264, stories_count: 87, visitor_count: 12480 }),
  'GET /news-events': ok([
    sampleNewsEvent({ id: 31, type: 'news', title: 'Shared aquifer plan agreed' }),
    // Without a type name the card falls back to its own label.
    sampleNewsEvent({ id: 32, type: 'news', title: 'Water week', post_type: undefined }),
  ]),
  'GET /partners': ok([{ id: 1, name: 'World Bank', url: 'https://www.worldbank.org', image: null, type: null, featured: false, order: 1 }]),
  'GET /indexes': ok([{ id: 1, country: { id: 111, name: 'Jordan', iso3: 'JOR', numeric_code: '400' }, value: '61.20', rank: 1, year: 2019, pillar_id: null }]),
  'GET /sectors': ok([{ id: 1, name: 'Water', slug: 'water', type: 'interactive-maps', description: '' }]),
};

/** Keys the translator looked up and did not find while `run` ran, with only the first part of English loaded. */
async function missingKeysWithFirstPart(run: () => Promise<void>): Promise<string[]> {
  const missing: string[] = [];
  i18n.removeResourceBundle('en', 'translation');
  i18n.removeResourceBundle('ar', 'translation');
  i18n.removeResourceBundle('fr', 'translation');
  i18n.addResourceBundle('en', 'translation', cataloguePart(en, 'first'));
  i18n.onMissingKey = (_language, _namespace, key) => missing.push(key);
  try {
    await run();
  } finally {
    i18n.onMissingKey = undefined;
    for (const [language, catalogue] of [['en', en], ['ar', ar], ['fr', fr]] as const) addCatalogue(language, catalogue);
  }
  return missing;
}

afterEach(() => {
  // Keep the other tests of this file on whole catalogues even if one above failed half-way.
  for (const [language, catalogue] of [['en', en], ['ar', ar], ['fr', fr]] as const) addCatalogue(language, catalogue);
});

describe('catalogue parts', () => {
  it('split each catalogue into two parts that share no key and together hold every key', () => {
    for (const catalogue of [en, ar, fr] as Catalogue[]) {
      const first = keysOf(cataloguePart(catalogue, 'first'));
      const rest = keysOf(cataloguePart(catalogue, 'rest'));
      expect(first.filter((key) => rest.includes(key))).toEqual([]);
      expect([...first, ...rest].sort()).toEqual(keysOf(catalogue).sort());
    }
  });

  it('hold every text of the shell and the home page in the first part', async () => {
    const missing = await missingKeysWithFirstPart(async () => {
      mockApi(homeData);
      const { user } = renderApp('/');
      const news = await screen.findByRole('region', { name: 'Latest news' });
      expect(await within(news).findAllByRole('article')).toHaveLength(2);
      await screen.findByRole('link', { name: 'World Bank (opens in a new tab)' });
      await screen.findByText('Scores for 2019.');
      await user.click(screen.getByRole('button', { name: 'Account' }));
      await user.keyboard('{Escape}');
    });
    expect(missing).toEqual([]);
  });

  it('hold every text of the signed-in header, its menus and the site search in the first part', async () => {
    const missing = await missingKeysWithFirstPart(async () => {
      signIn();
      mockApi(homeData);
      const { user } = renderApp('/');
      await user.click(await screen.findByRole('button', { name: 'Contribute' }));
      await user.keyboard('{Escape}');
      await user.click(screen.getByRole('button', { name: /^Account/ }));
      await user.keyboard('{Escape}');
      await user.click(screen.getByRole('button', { name: 'Search the site' }));
      await user.type(screen.getByRole('combobox', { name: 'Search pages' }), 'zzzz');
      await screen.findByText('No matches');
    });
    expect(missing).toEqual([]);
  });
});
