// /admin/pages: loading the about-us page, editing its Arabic title and a paragraph, the preview of the
// server's sanitised answer, saving the three languages, field errors of a 422, the guard against
// leaving with unsaved edits, and the Arabic interface.
import type { ManagedPage, ManagedPageInput, ManagedPageSummary, SitePage } from '@wefe/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fail, mockApi, ok, type RecordedRequest } from '@/test/mock-api';
import { renderApp, signInStaff } from '@/test/render-app';

const aboutUs: ManagedPage = {
  slug: 'about-us',
  title: { en: 'About the WEFE Nexus Hub', ar: 'عن منصة ترابط WEFE', fr: 'À propos de la Plateforme Nexus WEFE' },
  paragraphs: {
    en: ['<p>The hub connects <strong>water</strong> and energy.</p>', '<p>It serves the MENA region.</p>'],
    ar: ['<p>تربط المنصة المياه والطاقة.</p>'],
    fr: ['<p>La plateforme relie l’eau et l’énergie.</p>'],
  },
  updated_at: '2026-03-01T10:00:00.000Z',
};

const summary: ManagedPageSummary = { slug: 'about-us', title: aboutUs.title, updated_at: aboutUs.updated_at, updated_by: { id: 3, name: 'Rana Staff' } };

const field = (value: string, raw = value) => ({ value, raw_value: raw });

/** What the server answers to a preview: the sanitised fields, deliberately different from the draft's HTML. */
const servedPreview: SitePage = {
  slug: 'about-us',
  updated_at: aboutUs.updated_at,
  fields: {
    'title[0]': field('About the WEFE Nexus Hub'),
    'title_ar[0]': field('عن المنصة الجديدة'),
    'title_fr[0]': field('À propos'),
    'description[0]': field('<p>English.</p>'),
    'description_ar[0]': field('<p>نص <strong>نظيف</strong> <a href="https://example.org/nexus" target="_blank" rel="noopener noreferrer">رابط</a></p>'),
  },
};

function consoleApi(overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    'GET /admin/submissions': ok([]),
    'GET /admin/pages': ok([summary]),
    'GET /admin/pages/about-us': ok(aboutUs),
    ...overrides,
  });
}

const bodyOf = (request: RecordedRequest) => request.body as ManagedPageInput;

async function openEditor() {
  signInStaff('reviewer');
  const view = renderApp('/admin/pages');
  await screen.findByRole('heading', { level: 1, name: 'Managed pages' });
  await screen.findByRole('tab', { name: 'English', selected: true });
  return view;
}

/** Types at the end of a paragraph's editable region (a click would put the caret at its start in jsdom). */
async function typeInParagraph(user: ReturnType<typeof renderApp>['user'], region: HTMLElement, text: string) {
  region.focus();
  const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
  let last: Node | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) last = node;
  const range = document.createRange();
  if (last) range.setStart(last, last.textContent?.length ?? 0);
  else range.setStart(region, 0);
  range.collapse(true);
  document.getSelection()!.removeAllRanges();
  document.getSelection()!.addRange(range);
  await user.keyboard(text);
}

describe('managed pages screen', () => {
  it('loads the about-us page: the choice of page, who saved it last, the English title and paragraphs', async () => {
    const api = consoleApi();
    await openEditor();
    expect(screen.getByRole('combobox', { name: 'Page' })).toHaveDisplayValue('About the WEFE Nexus Hub');
    expect(screen.getByText(/Last saved on .+ by Rana Staff\./)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('About the WEFE Nexus Hub');
    const first = screen.getByRole('textbox', { name: 'Paragraph 1' });
    expect(first.innerHTML).toBe('<p>The hub connects <strong>water</strong> and energy.</p>');
    expect(screen.getByRole('textbox', { name: 'Paragraph 2' })).toHaveTextContent('It serves the MENA region.');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['English', 'العربية', 'Français']);
    expect(api.callsTo('GET /admin/pages/about-us')).toHaveLength(1);
  });

  it('edits the Arabic title and a paragraph right to left, previews the server’s clean HTML, and saves the three languages', async () => {
    const api = consoleApi({
      'POST /admin/pages/about-us/preview': ok(servedPreview),
      'PUT /admin/pages/about-us': (request) => ok({ ...aboutUs, ...bodyOf(request), updated_at: '2026-03-02T10:00:00.000Z' }),
    });
    const { user } = await openEditor();

    await user.click(screen.getByRole('tab', { name: 'العربية' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('عن منصة ترابط WEFE');
    expect(title).toHaveAttribute('dir', 'rtl');
    expect(title).toHaveAttribute('lang', 'ar');
    await user.clear(title);
    await user.type(title, 'عن المنصة الجديدة');

    const paragraph = screen.getByRole('textbox', { name: 'Paragraph 1' });
    expect(paragraph).toHaveAttribute('dir', 'rtl');
    expect(paragraph).toHaveAttribute('lang', 'ar');
    await typeInParagraph(user, paragraph, ' نص إضافي');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();

    // Preview: the request carries the draft, the panel shows only what the server answered.
    await user.click(screen.getByRole('button', { name: 'Preview in العربية' }));
    const preview = await screen.findByTestId('page-preview');
    const [previewed] = api.callsTo('POST /admin/pages/about-us/preview');
    expect(bodyOf(previewed!).title.ar).toBe('عن المنصة الجديدة');
    expect(bodyOf(previewed!).paragraphs.ar[0]).toContain('نص إضافي');
    expect(preview).toHaveAttribute('dir', 'rtl');
    expect(preview).toHaveAttribute('lang', 'ar');
    expect(within(preview).getByText('عن المنصة الجديدة')).toBeInTheDocument();
    expect(within(preview).getByText('نظيف').tagName).toBe('STRONG');
    expect(within(preview).getByRole('link', { name: 'رابط' })).toHaveAttribute('href', 'https://example.org/nexus');
    expect(within(preview).queryByText(/نص إضافي/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Preview: the page as visitors reading in العربية will see it' })).toBeInTheDocument();
    expect(api.callsTo('PUT /admin/pages/about-us')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The page was saved. Visitors see the new text within a minute.')).toBeInTheDocument();
    const [saved] = api.callsTo('PUT /admin/pages/about-us');
    const body = bodyOf(saved!);
    expect(body.title).toEqual({ en: 'About the WEFE Nexus Hub', ar: 'عن المنصة الجديدة', fr: 'À propos de la Plateforme Nexus WEFE' });
    expect(body.paragraphs.en).toEqual(aboutUs.paragraphs.en);
    expect(body.paragraphs.fr).toEqual(aboutUs.paragraphs.fr);
    expect(body.paragraphs.ar).toHaveLength(1);
    expect(body.paragraphs.ar[0]).toMatch(/^<p>تربط المنصة المياه والطاقة\.\s?نص إضافي<\/p>$/);
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
    // The public answer is fetched past the browser's one-minute cache, so this browser shows the edit at once.
    await waitFor(() => expect(api.callsTo('GET /pages/about-us')).toHaveLength(1));
    expect(api.callsTo('GET /pages/about-us')[0]!.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('adds, moves and removes paragraphs', async () => {
    const api = consoleApi({ 'PUT /admin/pages/about-us': (request) => ok({ ...aboutUs, ...bodyOf(request) }) });
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Move down (Paragraph 1)' }));
    expect(screen.getByRole('textbox', { name: 'Paragraph 1' })).toHaveTextContent('It serves the MENA region.');
    expect(screen.getByRole('button', { name: 'Move up (Paragraph 1)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down (Paragraph 2)' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add a paragraph' }));
    await typeInParagraph(user, screen.getByRole('textbox', { name: 'Paragraph 3' }), 'A third one.');
    await user.click(screen.getByRole('button', { name: 'Remove (Paragraph 2)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('status');
    expect(bodyOf(api.callsTo('PUT /admin/pages/about-us')[0]!).paragraphs.en).toEqual(['<p>It serves the MENA region.</p>', '<p>A third one.</p>']);
  });

  it('shows the server’s 422 messages beside their fields, in the tab that holds them', async () => {
    const api = consoleApi({
      'PUT /admin/pages/about-us': fail(422, 'The given data was invalid.', {
        errors: { 'paragraphs.ar.0': ['This is too long (at most 20000 characters).'], 'title.fr': ['This is too long (at most 200 characters).'] },
      }),
    });
    const { user } = await openEditor();
    await typeInParagraph(user, screen.getByRole('textbox', { name: 'Paragraph 2' }), ' More.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The given data was invalid.')).toBeInTheDocument();
    // The form opens the first language with an error; each tab with errors says so.
    expect(screen.getByRole('tab', { name: 'العربية (has errors)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Français (has errors)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'English' })).toBeInTheDocument();
    const arabic = screen.getByRole('textbox', { name: 'Paragraph 1' });
    expect(arabic).toHaveAttribute('aria-invalid', 'true');
    expect(arabic).toHaveAccessibleDescription('This is too long (at most 20000 characters).');

    await user.click(screen.getByRole('tab', { name: 'Français (has errors)' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(/This is too long \(at most 200 characters\)\./);
    // Editing the field clears its message.
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'x');
    expect(screen.getByRole('textbox', { name: 'Title' })).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('PUT /admin/pages/about-us')).toHaveLength(1);
  });

  it('asks for the English title before sending anything', async () => {
    const api = consoleApi();
    const { user } = await openEditor();
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Enter the English title.');
    expect(screen.getByText('The page was not saved. Check the fields marked in red.')).toBeInTheDocument();
    expect(api.callsTo('PUT /admin/pages/about-us')).toHaveLength(0);
  });

  it('warns before leaving with unsaved changes: closing the tab, and following a link', async () => {
    consoleApi({ 'GET /admin/partners': ok([]) });
    const { user, router } = await openEditor();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' (edited)');
    expect(unload()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Partners' }));
    const question = await screen.findByRole('alertdialog', { name: 'You have unsaved changes. Leave this page and lose them?' });
    expect(within(question).getByRole('button', { name: 'Stay and keep editing' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Stay and keep editing' }));
    expect(router.state.location.pathname).toBe('/admin/pages');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('About the WEFE Nexus Hub (edited)');

    await user.click(screen.getByRole('link', { name: 'Partners' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/partners'));
  });

  it('speaks Arabic: headings, tabs, buttons and the editor toolbar', async () => {
    await act(() => i18n.changeLanguage('ar'));
    consoleApi();
    signInStaff('admin');
    renderApp('/admin/pages');
    expect(await screen.findByRole('heading', { level: 1, name: 'الصفحات المُدارة' })).toBeInTheDocument();
    expect(await screen.findByRole('tablist', { name: 'لغة النص' })).toBeInTheDocument();
    // The page is named by its Arabic title in an Arabic interface.
    expect(screen.getByRole('combobox', { name: 'الصفحة' })).toHaveDisplayValue('عن منصة ترابط WEFE');
    expect(screen.getByRole('textbox', { name: 'العنوان' })).toHaveValue('About the WEFE Nexus Hub');
    expect(screen.getByRole('button', { name: 'حفظ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'معاينة بـEnglish' })).toBeInTheDocument();
    expect(screen.getAllByRole('toolbar', { name: 'التنسيق' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'إضافة فقرة' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
