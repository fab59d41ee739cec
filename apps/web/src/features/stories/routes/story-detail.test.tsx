import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fail, heldAnswer, mockApi, ok, type MockHandler } from '@/test/mock-api';
import { sampleStory } from '@/test/factories';
import { renderApp, signIn } from '@/test/render-app';
import { placeText } from '@/test/place-text';

const gallery = [
  { id: 11, image_path: '/api/media/11', image_srcset: null, order: 1, alt_text: 'Solar panels beside a canal', text_ar: 'ألواح شمسية بجانب قناة' },
  { id: 12, image_path: '/api/media/12', image_srcset: null, order: 2, alt_text: 'A farmer checks a drip line', text_ar: null },
  { id: 13, image_path: '/api/media/13', image_srcset: null, order: 3, alt_text: null, text_ar: null },
];

function renderDetail(answer: MockHandler) {
  const api = mockApi({ 'GET /stories/7': answer });
  return { api, ...renderApp('/wefe-stories/7') };
}

describe('story detail', () => {
  it('shows a featured image above the gallery, and no second copy of the first visual when there is none', async () => {
    const featured = renderDetail(ok(sampleStory({ id: 7, title: 'Solar pumping', cover_image_url: '/api/media/900?w=800', cover_image_srcset: null })));
    expect(await screen.findByRole('img', { name: 'Cover image of Solar pumping' })).toHaveAttribute('src', '/api/media/900?w=800');
    featured.unmount();

    renderDetail(ok(sampleStory({ id: 7, title: 'Solar pumping' })));
    expect(await screen.findByRole('heading', { level: 2, name: 'Gallery' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Cover image of Solar pumping' })).not.toBeInTheDocument();
  });

  it("writes its dates '1 Mar 2021 – 30 Jun 2023', and a start with no end alone, with no dangling dash", async () => {
    const dated = renderDetail(ok(sampleStory({ id: 7, title: 'Dated', starting_date: '2021-03-01', ending_date: '2023-06-30', is_ongoing: false })));
    const span = (await screen.findAllByText('1 Mar 2021')).find((element) => element.tagName === 'TIME')!.parentElement!;
    expect(span.textContent).toBe('1 Mar 2021–30 Jun 2023');
    dated.unmount();

    renderDetail(ok(sampleStory({ id: 7, title: 'Open-ended', starting_date: '2021-03-01', ending_date: null, is_ongoing: false, progress: 'tbd' })));
    const header = (await screen.findByRole('heading', { level: 1, name: 'Open-ended' })).parentElement!;
    expect(within(header).getByText('1 Mar 2021')).toBeInTheDocument();
    expect(header.textContent).not.toMatch(/–/);
    expect(screen.getAllByText('To be determined')[0]).toBeInTheDocument();
  });

  it('shows the story: progress, place, dates, texts, sustainability, sectors, partners, donors, documents and contact', async () => {
    renderDetail(ok(sampleStory({ id: 7, title: 'Solar pumping in the Jordan Valley' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar pumping in the Jordan Valley' })).toBeInTheDocument();
    expect(document.title).toBe('Solar pumping in the Jordan Valley | WEFE Nexus Hub');
    expect(screen.getAllByText('Completed')[0]).toBeInTheDocument();
    expect(screen.getByText(placeText('Deir Alla, Jordan'))).toBeInTheDocument();
    expect(screen.getAllByText('1 Mar 2021')[0]).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About the initiative' })).toBeInTheDocument();
    for (const heading of ['Background', 'Main components', 'Achievements']) expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Additional information' })).not.toBeInTheDocument();

    const facts = screen.getByRole('complementary', { name: 'Story facts' });
    expect(within(facts).getByText('Jordan Valley Authority')).toBeInTheDocument();
    expect(within(facts).getByText('Sustainable')).toBeInTheDocument();
    expect(within(facts).getByText('Run by a farmers’ cooperative.')).toBeInTheDocument();
    expect(within(facts).getByText('Water, Energy')).toBeInTheDocument();
    expect(within(facts).getByText('University of Jordan')).toBeInTheDocument();
    expect(within(facts).getByText('(Research)')).toBeInTheDocument();
    expect(within(facts).getByText('GIZ')).toBeInTheDocument();
    expect(within(facts).getByText('USAID')).toBeInTheDocument();
    expect(within(facts).getByText('Omar Saleh')).toBeInTheDocument();
    expect(within(facts).getByText('Project manager')).toBeInTheDocument();
    expect(within(facts).getByRole('link', { name: 'omar@example.org' })).toHaveAttribute('href', 'mailto:omar@example.org');
    expect(within(facts).getByRole('link', { name: "Visit the story's website (opens in a new tab)" })).toHaveAttribute('href', 'https://example.org/solar-pumping');

    const download = screen.getByRole('link', { name: 'Download final-report.pdf (2.4 MB)' });
    expect(download).toHaveAttribute('href', '/api/media/713');
    expect(download).toHaveAttribute('download', 'final-report.pdf');
    expect(screen.getByRole('button', { name: 'Share: Solar pumping in the Jordan Valley' })).toBeInTheDocument();
    // Not the owner: no review status, no edit link.
    expect(screen.queryByRole('link', { name: 'Edit Story' })).not.toBeInTheDocument();
  });

  it('moves through the gallery with the arrow keys, Home and End, showing each image with its alt text', async () => {
    const { user } = renderDetail(ok(sampleStory({ id: 7, title: 'Rain terraces', visuals: gallery })));
    const section = await screen.findByRole('region', { name: 'Gallery' });
    const large = () => within(section).getByRole('figure').querySelector('img');
    expect(large()).toHaveAttribute('alt', 'Solar panels beside a canal');
    expect(within(section).getByText('Image 1 of 3')).toBeInTheDocument();

    const thumbnails = within(section).getByRole('list', { name: 'Choose an image' });
    const first = within(thumbnails).getByRole('button', { name: 'Show image 1 of 3: Solar panels beside a canal' });
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(within(thumbnails).getByRole('button', { name: /Show image 2 of 3/ })).toHaveAttribute('tabindex', '-1');
    await user.click(first);
    await user.keyboard('{ArrowRight}');
    expect(large()).toHaveAttribute('alt', 'A farmer checks a drip line');
    expect(within(thumbnails).getByRole('button', { name: 'Show image 2 of 3: A farmer checks a drip line' })).toHaveFocus();
    await user.keyboard('{End}');
    // No alt text: described by its place in the story.
    expect(large()).toHaveAttribute('alt', 'Image 3 of Rain terraces');
    await user.keyboard('{ArrowRight}');
    expect(large()).toHaveAttribute('alt', 'Solar panels beside a canal');
    await user.keyboard('{ArrowLeft}');
    expect(large()).toHaveAttribute('alt', 'Image 3 of Rain terraces');
    await user.keyboard('{Home}');
    expect(within(section).getByText('Image 1 of 3')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Next image' }));
    expect(large()).toHaveAttribute('alt', 'A farmer checks a drip line');
    await user.click(within(section).getByRole('button', { name: 'Previous image' }));
    expect(large()).toHaveAttribute('alt', 'Solar panels beside a canal');
  });

  it('follows the reading direction in Arabic and shows the Arabic alt text', async () => {
    i18n.changeLanguage('ar');
    const { user } = renderDetail(ok(sampleStory({ id: 7, title: 'مدرجات المطر', visuals: gallery })));
    const section = await screen.findByRole('region', { name: 'معرض الصور' });
    const large = () => within(section).getByRole('figure').querySelector('img');
    expect(large()).toHaveAttribute('alt', 'ألواح شمسية بجانب قناة');
    await user.click(within(section).getAllByRole('button', { current: true })[0]!);
    await user.keyboard('{ArrowLeft}');
    expect(large()).toHaveAttribute('alt', 'A farmer checks a drip line');
  });

  it('shows its owner the review state with the reason and an Edit Story link', async () => {
    signIn();
    renderDetail(ok(sampleStory({ id: 7, title: 'My story', is_owner: true, status: 'rejected', rejection_reason: 'Please add photos.' })));
    const review = await screen.findByRole('region', { name: 'Review status' });
    expect(within(review).getByText('Rejected')).toBeInTheDocument();
    expect(within(review).getByText('Please add photos.')).toBeInTheDocument();
    expect(within(review).getByRole('link', { name: 'Edit Story' })).toHaveAttribute('href', '/wefe-stories/edit/7');
  });

  it('lets its owner delete it after confirming, then shows their stories; a refusal is shown in the dialog', async () => {
    signIn();
    let attempts = 0;
    const api = mockApi({
      'GET /stories/7': ok(sampleStory({ id: 7, title: 'My story', status: 'pending', is_owner: true })),
      'DELETE /stories/7': () => {
        attempts += 1;
        return attempts === 1 ? fail(500, 'Something went wrong on our side. Please try again later.') : ok(null, 'The story was deleted.');
      },
      'GET /my-stories': ok([]),
      'GET /my-publications': ok([]),
      'GET /profile': ok({}),
    });
    const { user, router } = renderApp('/wefe-stories/7');
    expect(await screen.findByRole('region', { name: 'Review status' })).toHaveTextContent('Pending review');
    await user.click(screen.getByRole('button', { name: 'Delete Story' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this story?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Something went wrong on our side. Please try again later.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No Stories Yet')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=stories');
    expect(api.callsTo('DELETE /stories/7')).toHaveLength(2);
  });

  it("says 'Story not found' for a story that is not there or not public", async () => {
    renderDetail(fail(404, 'Story not found'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Story not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse stories' })).toHaveAttribute('href', '/wefe-stories');
  });

  it("says 'Failed to load story. Please try again.' and tries again", async () => {
    // Answered while the page shows its placeholder, as over a real network (the page asks before it renders).
    const story = heldAnswer();
    const { user } = renderDetail(story.handler);
    expect(await screen.findByText('Loading story...')).toBeInTheDocument();
    story.answer(fail(403, 'Forbidden'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load story. Please try again.' })).toBeInTheDocument();
    story.answer(ok(sampleStory({ id: 7, title: 'Loaded at last' })));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Loaded at last' })).toBeInTheDocument();
  });

  it('asks for the story before the page first renders (the call starts beside its code), and only once', async () => {
    let placeholderShownAtCall: boolean | undefined;
    const { api } = renderDetail(() => {
      placeholderShownAtCall = screen.queryByText('Loading story...') !== null;
      return ok(sampleStory({ id: 7, title: 'Solar pumping' }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar pumping' })).toBeInTheDocument();
    expect(placeholderShownAtCall).toBe(false);
    expect(api.callsTo('GET /stories/7')).toHaveLength(1);
  });

  it('asks for the story early in the reader’s language, so an Arabic reader gets the Arabic story from that one call', async () => {
    i18n.changeLanguage('ar');
    const { api } = renderDetail(ok(sampleStory({ id: 7, title: 'مدرجات المطر' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'مدرجات المطر' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const calls = api.callsTo('GET /stories/7');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('lang')).toBe('ar');
  });
});
