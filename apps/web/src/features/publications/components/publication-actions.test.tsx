import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@wefe/contract/constants';
import { changeLanguage } from '@/lib/i18n';
import { samplePublication } from '@/test/factories';
import { DownloadAction, ViewLinkAction } from './publication-actions';

afterEach(() => changeLanguage('en'));

// As axe's label-content-name-mismatch compares them: punctuation and symbols removed (not replaced
// by spaces, so "Download(1.2 MB)" reads "download12 mb"), spaces collapsed, case folded.
const words = (text: string) =>
  text
    .replace(/[\p{P}\p{S}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

describe('a publication’s actions', () => {
  // WCAG 2.5.3 (label in name): a voice user says what they see, "Download 1.2 MB", and the control must answer.
  it.each<Language>(['en', 'fr', 'ar'])('name each action with the words it shows, then the title, in %s', async (language) => {
    await changeLanguage(language);
    const unsized = samplePublication({ id: 7, title: 'Groundwater atlas', formatted_file_size: null, publication_link: null, has_link: false });
    render(
      <>
        <ViewLinkAction publication={samplePublication({ id: 5, title: 'Groundwater atlas' })} />
        <DownloadAction publication={samplePublication({ id: 6, title: 'Groundwater atlas' })} />
        <DownloadAction publication={unsized} />
        <DownloadAction publication={samplePublication({ id: 8, title: 'Groundwater atlas', status: 'pending' })} />
      </>,
    );
    const controls = [...screen.getAllByRole('link'), ...screen.getAllByRole('button')];
    expect(controls).toHaveLength(4);
    for (const control of controls) {
      const name = control.getAttribute('aria-label') ?? '';
      expect(name).toContain('Groundwater atlas');
      expect(words(name)).toContain(words(control.textContent ?? ''));
    }
  });
});
