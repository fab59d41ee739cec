import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { fail, mockApi } from '@/test/mock-api';
import { searchReply, searchResult } from '../site-search.fixtures';

const story = searchResult('story', 7, 'Solar pumps in the Jordan Valley', '/wefe-stories/7', [
  { text: 'Farmers replaced diesel pumps with ', hit: false },
  { text: 'solar', hit: true },
  { text: ' pumps.', hit: false },
]);
const publication = searchResult('publication', 12, 'Groundwater atlas', '/publications/12');

describe('/search', () => {
  it('shows the results of the term in the address: kinds with their counts, marked passages, links', async () => {
    const api = mockApi({ 'GET /search': searchReply([story, publication], { counts: { story: 1, publication: 1 } }) });
    renderApp('/search?q=solar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search the hub' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '2 results for “solar”' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Words to search for' })).toHaveValue('solar');
    expect(screen.getByRole('link', { name: 'Solar pumps in the Jordan Valley' })).toHaveAttribute('href', '/wefe-stories/7');
    expect(screen.getByText('solar', { selector: 'mark' })).toBeInTheDocument();
    const kinds = within(screen.getByRole('navigation', { name: 'Kinds of results' }));
    expect(kinds.getAllByRole('button').map((button) => button.textContent)).toEqual(['All (2)', 'Publications (1)', 'Stories (1)']);
    expect(kinds.getByRole('button', { name: 'All (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('GET /search')[0]?.query.get('q')).toBe('solar');
  });

  it('narrows to one kind and pages through the results, keeping both in the address', async () => {
    const api = mockApi({
      'GET /search': (request) =>
        request.query.get('page') === '2'
          ? searchReply([publication], { page: 2, total: 11, counts: { story: 11 } })
          : searchReply([story], { total: 11, counts: { story: 11, publication: 3 } }),
    });
    const { user, router } = renderApp('/search?q=solar');
    await user.click(await screen.findByRole('button', { name: 'Stories (11)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=solar&type=story'));
    expect(api.callsTo('GET /search').at(-1)?.query.get('type')).toBe('story');

    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=solar&type=story&page=2'));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('searches a new term from its box, starting at the first page of every kind', async () => {
    mockApi({ 'GET /search': (request) => searchReply(request.query.get('q') === 'atlas' ? [publication] : [story]) });
    const { user, router } = renderApp('/search?q=solar&type=story&page=2');
    const box = await screen.findByRole('searchbox', { name: 'Words to search for' });
    await user.clear(box);
    await user.type(box, 'atlas{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=atlas'));
    expect(await screen.findByRole('link', { name: 'Groundwater atlas' })).toBeInTheDocument();
  });

  it('says when nothing matches, when words spelt alike are shown, and when the search fails (with a retry)', async () => {
    let failing = true;
    mockApi({
      'GET /search': (request) => {
        if (request.query.get('q') === 'zzz') return searchReply([]);
        if (failing) return fail(503, 'Unavailable');
        return searchReply([story], { misspelling: true });
      },
    });
    const { user } = renderApp('/search?q=zzz');
    expect(await screen.findByRole('heading', { level: 2, name: 'No results for “zzz”. Try another word or fewer words.' })).toBeInTheDocument();

    const box = screen.getByRole('searchbox', { name: 'Words to search for' });
    await user.clear(box);
    await user.type(box, 'slar{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The search failed.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No exact matches for “slar”: showing words spelt like it.')).toBeInTheDocument();
  });

  it('asks for nothing without a term, and speaks the reader’s language', async () => {
    const api = mockApi({ 'GET /search': searchReply([story]) });
    await changeLanguage('ar');
    renderApp('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'البحث في المنصة' })).toBeInTheDocument();
    expect(screen.getByText('اكتب كلمة أو اسماً للبحث في كل ما تنشره المنصة.')).toBeInTheDocument();
    expect(api.callsTo('GET /search')).toHaveLength(0);
  });
});
