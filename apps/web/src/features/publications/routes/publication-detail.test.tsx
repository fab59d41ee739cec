import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/test/mock-api';
import { samplePublication } from '@/test/factories';
import { renderApp, signIn } from '@/test/render-app';

describe('publication page', () => {
  it('shows the metadata, keywords as chips, the cover, the summary and both actions', async () => {
    const publication = samplePublication({ id: 12, title: 'Nexus indicators for Morocco', keywords_array: ['المياه الجوفية', 'energy'] });
    mockApi({ 'GET /publications/12': ok(publication) });
    renderApp('/publications/12');

    expect(await screen.findByRole('heading', { level: 1, name: 'Nexus indicators for Morocco' })).toBeInTheDocument();
    expect(document.title).toBe('Nexus indicators for Morocco | WEFE Nexus Hub');
    expect(screen.getByText('How shared aquifers are managed across borders.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Keywords' })).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['المياه الجوفية', 'energy']);
    const details = screen.getByRole('heading', { level: 2, name: 'Details' }).parentElement!;
    expect(within(details).getByText('MENA')).toBeInTheDocument();
    expect(within(details).getByText('Water')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cover of Nexus indicators for Morocco' })).toHaveAttribute('srcset', expect.stringContaining('800w'));
    expect(screen.getByRole('link', { name: 'Download (1.2 MB): Nexus indicators for Morocco' })).toHaveAttribute('href', '/api/media/121');
    expect(screen.getByRole('link', { name: 'View Link: Nexus indicators for Morocco (opens in a new tab)' })).toHaveAttribute('rel', 'noopener noreferrer');
    // Not the viewer's: no review state, no owner actions.
    expect(screen.queryByRole('region', { name: 'Review status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Publication' })).not.toBeInTheDocument();
  });

  it('offers the APA citation to copy and BibTeX and RIS files, and gives Google Scholar its tags', async () => {
    const publication = samplePublication({ id: 15, title: 'Aquifer report', publication_author: 'Amal Haddad, Water Lab', publication_date: '2024-03-05', document_name: 'report.pdf' });
    mockApi({
      'GET /publications/15': ok(publication),
      'GET /publications/15/citation': ok({ format: 'apa', text: 'Haddad, A. & Water Lab. (2024). Aquifer report. WEFE Nexus Hub.' }),
    });
    const { user } = renderApp('/publications/15', { user: { writeToClipboard: true } });
    const cite = await screen.findByRole('region', { name: 'Cite this' });
    expect(await within(cite).findByText('Haddad, A. & Water Lab. (2024). Aquifer report. WEFE Nexus Hub.')).toBeInTheDocument();
    expect(within(cite).getByRole('link', { name: 'Download BibTeX' })).toHaveAttribute('href', '/api/publications/15/citation.bib');
    expect(within(cite).getByRole('link', { name: 'Download RIS' })).toHaveAttribute('href', '/api/publications/15/citation.ris');
    await user.click(within(cite).getByRole('button', { name: 'Copy citation' }));
    expect(await within(cite).findByText('Citation copied ✓')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('Haddad, A. & Water Lab. (2024). Aquifer report. WEFE Nexus Hub.');

    const meta = (name: string) => [...document.head.querySelectorAll(`meta[name="${name}"]`)].map((tag) => tag.getAttribute('content'));
    expect(meta('citation_title')).toEqual(['Aquifer report']);
    expect(meta('citation_author')).toEqual(['Amal Haddad', 'Water Lab']);
    expect(meta('citation_publication_date')).toEqual(['2024/03/05']);
    expect(meta('citation_pdf_url')).toEqual([`${window.location.origin}${publication.document_url}`]);
  });

  it('warns that a spreadsheet was shared by a member, and says nothing of the kind for a PDF', async () => {
    mockApi({
      'GET /publications/14': ok(samplePublication({ id: 14, title: 'Well levels 2024', document_name: 'well-levels.xlsx' })),
      'GET /publications/15': ok(samplePublication({ id: 15, title: 'Aquifer report', document_name: 'report.pdf' })),
    });
    const { unmount } = renderApp('/publications/14');
    expect(await screen.findByRole('heading', { level: 1, name: 'Well levels 2024' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('A spreadsheet shared by a member, not made by the hub');
    unmount();
    renderApp('/publications/15');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aquifer report' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it("shows its owner the review state with the rejection reason, and an edit link", async () => {
    signIn();
    mockApi({
      'GET /publications/13': ok(samplePublication({ id: 13, status: 'rejected', rejection_reason: 'The link is broken.', is_owner: true })),
    });
    renderApp('/publications/13');
    const status = await screen.findByRole('region', { name: 'Review status' });
    expect(status).toHaveTextContent('Rejected');
    expect(status).toHaveTextContent('Reason: The link is broken.');
    expect(screen.getByRole('link', { name: 'Edit Publication' })).toHaveAttribute('href', '/publications/edit/13');
  });

  it('downloads a document under review with the session, since a plain link would be refused', async () => {
    signIn();
    const api = mockApi({
      'GET /publications/15': ok(samplePublication({ id: 15, title: 'Draft atlas', status: 'pending', is_owner: true })),
      'GET /media/151': { status: 200, body: '%PDF-1.4' },
    });
    const createObjectURL = vi.fn(() => 'blob:draft');
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = renderApp('/publications/15');
    await user.click(await screen.findByRole('button', { name: 'Download (1.2 MB): Draft atlas' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toHaveAttribute('download', 'groundwater.pdf');
    expect(clicked[0]).toHaveAttribute('href', 'blob:draft');
    expect(api.callsTo('GET /media/151')[0]?.headers.get('Authorization')).toBe('Bearer test-token');
    click.mockRestore();
  });

  it('lets its owner delete it after confirming, then shows their publications', async () => {
    signIn();
    const api = mockApi({
      'GET /publications/14': ok(samplePublication({ id: 14, status: 'pending', is_owner: true })),
      'DELETE /publications/14': ok(null, 'The publication was deleted.'),
      'GET /my-publications': ok([]),
      'GET /profile': ok({}),
    });
    const { user, router } = renderApp('/publications/14');
    expect(await screen.findByRole('region', { name: 'Review status' })).toHaveTextContent('Pending review');
    await user.click(screen.getByRole('button', { name: 'Delete Publication' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this publication?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No Publications Yet')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=publications');
    expect(api.callsTo('DELETE /publications/14')).toHaveLength(1);
  });

  it("says 'Publication not found.' when there is none to see", async () => {
    mockApi({ 'GET /publications/99': fail(404, 'Publication not found.') });
    renderApp('/publications/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Publication not found' })).toBeInTheDocument();
    expect(screen.getByText('Publication not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse publications' })).toHaveAttribute('href', '/publications');
  });
});
