import { screen, waitFor, within } from '@testing-library/react';
import type { AdminContentDetail } from '@wefe/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fail, mockApi, ok, type RecordedRequest } from '@/test/mock-api';
import { renderApp, signInStaff } from '@/test/render-app';

const counts = { publications: 0, stories: 0, 'news-events': 0, entities: 0 };
const story: AdminContentDetail = {
  type: 'stories',
  id: 12,
  title: 'Solar pumping in Deir Alla',
  status: 'approved',
  owner: { id: 7, name: 'Layla Haddad', email: 'layla@example.org' },
  created_at: '2026-03-05T10:00:00.000Z',
  updated_at: '2026-03-05T10:00:00.000Z',
  fields: {
    title: 'Solar pumping in Deir Alla',
    title_ar: null,
    excerpt: null,
    excerpt_ar: null,
    desc: 'Farmers replaced diesel pumps with solar pumps.',
    content_ar: null,
    background: 'Diesel pumping was expensive.',
    main_components: 'Solar pumps and drip lines.',
    achievements: null,
    additional_info: null,
    sustainability_status_desc: null,
    location: 'Deir Alla',
    implementing_leader: 'Jordan Valley Farmers Cooperative',
    starting_date: '2022-01-10',
    ending_date: null,
    contact_name: 'Amal Haddad',
    contact_email: 'amal@example.org',
    contact_position: 'Programme officer',
    story_link: null,
  },
};

// The first render of a test draws the whole app and the console; on a busy machine that takes longer
// than the usual wait.

describe('content edit', () => {
  it('loads the item, sends only the changed fields and says it was saved', async () => {
    const api = mockApi({
      'GET /admin/submissions/counts': ok(counts),
      'GET /admin/content/stories/12': ok(story),
      'PATCH /admin/stories/12': (request: RecordedRequest) => ok({ ...story, fields: { ...story.fields, ...(request.body as object) } }),
    });
    signInStaff('reviewer');
    const { user } = renderApp('/admin/content/stories/12/edit');

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit a story' })).toBeInTheDocument();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Solar pumping in Deir Alla');
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the public page' })).toHaveAttribute('href', '/wefe-stories/12');
    expect(screen.getByRole('link', { name: 'Back to the content list' })).toHaveAttribute('href', '/admin/content?type=stories');
    expect(screen.getByRole('textbox', { name: 'Title in Arabic' })).toHaveAttribute('lang', 'ar');

    await user.type(title, ' 2');
    await user.type(screen.getByRole('textbox', { name: 'Title in Arabic' }), 'ضخ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The correction was saved.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /admin/stories/12')[0]!.body).toEqual({ title: 'Solar pumping in Deir Alla 2', title_ar: 'ضخ' });

    // Saved values are the new starting point: saving again has nothing to send.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing has changed.');
    expect(api.callsTo('PATCH /admin/stories/12')).toHaveLength(1);
  });

  it('shows the server’s field messages beside their fields', async () => {
    mockApi({
      'GET /admin/submissions/counts': ok(counts),
      'GET /admin/content/stories/12': ok(story),
      'PATCH /admin/stories/12': fail(422, 'The given data was invalid.', { errors: { ending_date: ['The end date must not be before the start date.'] } }),
    });
    signInStaff('admin');
    const { user } = renderApp('/admin/content/stories/12/edit');
    const end = await screen.findByLabelText('End date', {});
    await user.type(end, '2021-12-31');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the fields marked below.');
    await waitFor(() => expect(end).toHaveAttribute('aria-invalid', 'true'));
    expect(end).toHaveAccessibleDescription(expect.stringContaining('The end date must not be before the start date.'));
    expect(screen.queryByText('The correction was saved.')).not.toBeInTheDocument();
  });

  it('refuses to empty a required field without asking the server', async () => {
    const api = mockApi({ 'GET /admin/submissions/counts': ok(counts), 'GET /admin/content/stories/12': ok(story) });
    signInStaff('reviewer');
    const { user } = renderApp('/admin/content/stories/12/edit');
    await user.clear(await screen.findByRole('textbox', { name: 'Location' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const location = screen.getByRole('textbox', { name: 'Location' });
    await waitFor(() => expect(location).toHaveAttribute('aria-invalid', 'true'));
    expect(location).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    expect(api.callsTo('PATCH /admin/stories/12')).toHaveLength(0);
  });

  it('says when the item no longer exists', async () => {
    mockApi({ 'GET /admin/submissions/counts': ok(counts), 'GET /admin/content/publications/99': fail(404, 'Publication not found.') });
    signInStaff('reviewer');
    renderApp('/admin/content/publications/99/edit');
    expect(await screen.findByText('This item does not exist any more.', {})).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the content list' })).toHaveAttribute('href', '/admin/content');
  });

  it('speaks Arabic', async () => {
    const api = mockApi({
      'GET /admin/submissions/counts': ok(counts),
      'GET /admin/content/stories/12': ok(story),
      'PATCH /admin/stories/12': fail(422, 'البيانات المقدمة غير صالحة.', { errors: { title: ['هذا النص طويل جدًا.'] } }),
    });
    signInStaff('reviewer');
    i18n.changeLanguage('ar');
    const { user } = renderApp('/admin/content/stories/12/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'تعديل قصة' })).toBeInTheDocument();
    const title = await screen.findByRole('textbox', { name: 'العنوان' });
    await user.type(title, ' 2');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('يرجى تصحيح الحقول المشار إليها أدناه.');
    expect(within(title.closest('div')!.parentElement!).getByText('هذا النص طويل جدًا.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /admin/stories/12')[0]!.headers.get('lang')).toBe('ar');
  });
});
