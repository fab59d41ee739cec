import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { sampleStory } from '@/test/factories';
import { fail, mockApi, ok, type MockHandler } from '@/test/mock-api';
import { PROFILE_USER, renderApp, signInStaff } from '@/test/render-app';

const COUNTS = { publications: 0, stories: 1, 'news-events': 0, entities: 1 };
const NO_CHANGES = { previous_approved_at: null, changes: null };
const STORY = sampleStory({ id: 5, title: 'Solar pumps in Deir Alla', status: 'pending' });

/** The calls the review screen of story 5 makes, with the ones a test adds or replaces. */
function storyApi(extra: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /admin/submissions/counts': ok(COUNTS),
    'GET /admin/submissions': ok([]),
    'GET /stories/5': ok(STORY),
    'GET /admin/submissions/stories/5/changes': ok(NO_CHANGES),
    ...extra,
  });
}

const ENTITY = {
  ...PROFILE_USER,
  id: 12,
  account_type: 'entity' as const,
  status: 'pending_approval' as const,
  email: 'trust@example.org',
  first_name: 'Rami',
  last_name: 'Odeh',
  phone: '+96253570000',
  entity: {
    entity_name: 'Azraq Oasis Trust',
    entity_short_name: 'AOT',
    entity_type: 'ngo',
    field_of_expertise: 'Wetland restoration',
    address: 'King Hussein Street 12',
    location: 'Azraq',
    website: 'https://azraq.example.org',
    years_of_operation: 12,
    number_of_employees: 25,
    main_programs: 3,
    main_projects: 7,
    verification_document_name: 'certificate.pdf',
    verification_document_url: '/api/media/44',
    rejection_reason: null,
  },
};

async function decisionPanel() {
  return within(await screen.findByRole('region', { name: 'Decision' }));
}

describe('reviewing one item', () => {
  it('approves, tells the reviewer, refreshes the queue and counts, and links back to the queue', async () => {
    const api = storyApi({ 'POST /admin/stories/5/approve': ok(STORY, 'The submission was approved and is now public.') });
    signInStaff('reviewer');
    const { user } = renderApp('/admin/review/stories/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Review a story' })).toBeInTheDocument();
    // The public view of the story is below the panel.
    expect(await screen.findByRole('heading', { name: 'Solar pumps in Deir Alla' })).toBeInTheDocument();
    const panel = await decisionPanel();
    const countsBefore = api.callsTo('GET /admin/submissions/counts').length;
    await user.click(panel.getByRole('button', { name: 'Approve' }));
    expect(await panel.findByRole('status')).toHaveTextContent('Approved. The member has been told by mail.');
    expect(api.callsTo('POST /admin/stories/5/approve')).toHaveLength(1);
    expect(panel.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /admin/submissions/counts').length).toBeGreaterThan(countsBefore));

    await user.click(panel.getByRole('link', { name: 'Back to the review queue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Review queue' })).toBeInTheDocument();
    // The heading shows before the queue's request is made; what the reviewer relies on is the loaded queue.
    expect(await screen.findByText('Nothing waiting for review')).toBeInTheDocument();
    expect(api.callsTo('GET /admin/submissions').length).toBeGreaterThan(0);
  });

  it('refuses a rejection without a reason, with the message beside the field, and sends nothing', async () => {
    const api = storyApi({ 'POST /admin/stories/5/reject': ok(STORY) });
    signInStaff('reviewer');
    const { user } = renderApp('/admin/review/stories/5');
    const panel = await decisionPanel();
    await user.type(panel.getByRole('textbox', { name: 'Reason for rejection' }), '   ');
    await user.click(panel.getByRole('button', { name: 'Reject' }));
    const reason = panel.getByRole('textbox', { name: 'Reason for rejection' });
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Give the reason for the rejection.'));
    expect(api.callsTo('POST /admin/stories/5/reject')).toHaveLength(0);
  });

  it('rejects with the reason typed', async () => {
    const api = storyApi({ 'POST /admin/stories/5/reject': ok({ ...STORY, status: 'rejected' }) });
    signInStaff('admin');
    const { user } = renderApp('/admin/review/stories/5');
    const panel = await decisionPanel();
    await user.type(panel.getByRole('textbox', { name: 'Reason for rejection' }), 'Please add the measured results.');
    await user.click(panel.getByRole('button', { name: 'Reject' }));
    expect(await panel.findByRole('status')).toHaveTextContent('Rejected. The member has been told why by mail.');
    expect(api.callsTo('POST /admin/stories/5/reject')[0]?.body).toEqual({ reason: 'Please add the measured results.' });
  });

  it('shows the server’s field message beside the reason', async () => {
    storyApi({ 'POST /admin/stories/5/reject': fail(422, 'The given data was invalid.', { errors: { reason: ['The text is too long (at most 2000 characters).'] } }) });
    signInStaff('reviewer');
    const { user } = renderApp('/admin/review/stories/5');
    const panel = await decisionPanel();
    await user.type(panel.getByRole('textbox', { name: 'Reason for rejection' }), 'Too long, as the server says.');
    await user.click(panel.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(panel.getByRole('textbox', { name: 'Reason for rejection' })).toHaveAccessibleDescription(expect.stringContaining('The text is too long (at most 2000 characters).')),
    );
  });

  it('says so when another reviewer decided first (409)', async () => {
    storyApi({ 'POST /admin/stories/5/approve': fail(409, 'This submission was already decided by another reviewer.') });
    signInStaff('reviewer');
    const { user } = renderApp('/admin/review/stories/5');
    const panel = await decisionPanel();
    await user.click(panel.getByRole('button', { name: 'Approve' }));
    const alert = await panel.findByRole('alert');
    expect(alert).toHaveTextContent('The decision could not be saved.');
    expect(alert).toHaveTextContent('This submission was already decided by another reviewer.');
    expect(panel.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows what changed in an edit of an approved item', async () => {
    storyApi({
      'GET /admin/submissions/stories/5/changes': ok({
        previous_approved_at: '2026-02-10T09:00:00Z',
        changes: [
          { field: 'title', before: 'Solar pumps', after: 'Solar pumps in Deir Alla' },
          { field: 'sectors', before: ['Water', 'Energy'], after: ['Energy', 'Ecosystems'] },
          { field: 'story_link', before: null, after: 'https://example.org/solar' },
        ],
      }),
    });
    signInStaff('reviewer');
    renderApp('/admin/review/stories/5');
    const table = await screen.findByRole('table', { name: 'What changed' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Title', 'Sectors', 'Link to the story']);
    expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Solar pumps', 'Solar pumps in Deir Alla']);
    const [before, after] = within(rows[1]!).getAllByRole('cell');
    expect(within(before!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Water', 'Energy']);
    expect(within(after!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Energy', 'Ecosystems']);
    expect(within(rows[2]!).getAllByRole('cell')[0]).toHaveTextContent('(empty)');
  });

  it('shows no changes table for an item that was never approved', async () => {
    storyApi();
    signInStaff('reviewer');
    renderApp('/admin/review/stories/5');
    await decisionPanel();
    await screen.findByRole('heading', { name: 'Solar pumps in Deir Alla' });
    expect(screen.queryByRole('heading', { name: 'What changed' })).not.toBeInTheDocument();
    // A pending item has no public address yet: the preview offers nothing to share.
    expect(screen.queryByRole('button', { name: /^Share/ })).not.toBeInTheDocument();
  });

  it('shows an entity account’s registration details and decides on it', async () => {
    const api = mockApi({
      'GET /admin/submissions/counts': ok(COUNTS),
      'GET /admin/entities/12': ok(ENTITY),
      'POST /admin/entities/12/approve': ok({ ...ENTITY, status: 'active' }),
    });
    signInStaff('reviewer');
    const { user } = renderApp('/admin/review/entities/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Review an entity account' })).toBeInTheDocument();
    const details = within(await screen.findByRole('region', { name: 'Registration details' }));
    const value = (label: string) => details.getByText(label).nextElementSibling?.textContent;
    expect(value('Entity name')).toBe('Azraq Oasis Trust');
    expect(value('Entity type')).toBe('Non-governmental organization (NGO)');
    expect(value('Country')).toBe('Jordan');
    expect(value('Address')).toBe('King Hussein Street 12');
    expect(value('Phone')).toBe('+96253570000');
    expect(value('Contact person')).toBe('Rami Odeh');
    expect(details.getByRole('link', { name: 'https://azraq.example.org' })).toHaveAttribute('href', 'https://azraq.example.org');
    expect(details.getByRole('link', { name: 'trust@example.org' })).toHaveAttribute('href', 'mailto:trust@example.org');
    expect(details.getByRole('button', { name: 'Download certificate.pdf' })).toBeInTheDocument();
    // Entity accounts have no approved version to compare with.
    expect(api.callsTo('GET /admin/submissions/entities/12/changes')).toHaveLength(0);

    const panel = await decisionPanel();
    await user.click(panel.getByRole('button', { name: 'Approve' }));
    expect(await panel.findByRole('status')).toHaveTextContent('Approved. The member has been told by mail.');
    expect(api.callsTo('POST /admin/entities/12/approve')).toHaveLength(1);
  });

  it('offers no decision on an entity account that is not pending', async () => {
    mockApi({ 'GET /admin/submissions/counts': ok(COUNTS), 'GET /admin/entities/12': ok({ ...ENTITY, status: 'active' }) });
    signInStaff('reviewer');
    renderApp('/admin/review/entities/12');
    expect(await screen.findByText('This entity account is not waiting for a decision.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('speaks Arabic: the panel, the required reason and the changes table', async () => {
    storyApi({
      'GET /admin/submissions/stories/5/changes': ok({ previous_approved_at: '2026-02-10T09:00:00Z', changes: [{ field: 'title', before: 'Solar pumps', after: 'Solar pumps in Deir Alla' }] }),
    });
    signInStaff('reviewer');
    i18n.changeLanguage('ar');
    const { user } = renderApp('/admin/review/stories/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'مراجعة قصة' })).toBeInTheDocument();
    const panel = within(await screen.findByRole('region', { name: 'القرار' }));
    await user.click(panel.getByRole('button', { name: 'رفض' }));
    expect(panel.getByRole('textbox', { name: 'سبب الرفض' })).toHaveAccessibleDescription(expect.stringContaining('اذكر سبب الرفض.'));
    const table = await screen.findByRole('table', { name: 'ما الذي تغيّر' });
    expect(within(table).getByRole('rowheader', { name: 'العنوان' })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'موافقة' })).toBeInTheDocument();
  });
});
