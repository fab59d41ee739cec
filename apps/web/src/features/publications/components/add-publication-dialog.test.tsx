import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fail, mockApi, ok, type MockHandler, type RecordedRequest } from '@/test/mock-api';
import { PUBLICATION_TYPES, publicationsPage, samplePublication } from '@/test/factories';
import { renderApp, signIn } from '@/test/render-app';
import { findDialog } from '@/test/dialogs';

const CREATED = 'Thank you! Your publication was submitted and will be reviewed by our team before it appears.';

function openDialog(submit: MockHandler, extra: Record<string, MockHandler> = {}) {
  signIn();
  const api = mockApi({
    'GET /publications': publicationsPage([]),
    'GET /publication-types': ok(PUBLICATION_TYPES),
    'POST /publications': submit,
    ...extra,
  });
  const view = renderApp('/publications?add=1');
  return { api, ...view };
}

const dialog = () => findDialog({ name: 'Add a Publication' });

async function fillRequired(user: ReturnType<typeof openDialog>['user']) {
  const form = await dialog();
  await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'تقرير المياه 2024: الأمن المائي');
  await within(form).findByRole('option', { name: 'Policy Note' });
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Publication Type' }), 'Policy Note');
  await user.type(within(form).getByRole('textbox', { name: 'Authors' }), 'Layla Haddad, Omar Saleh');
  return form;
}

describe('add publication dialog', () => {
  it("asks for the required fields first: 'Please fill in all required fields', errors beside them, no request", async () => {
    const { api, user } = openDialog(ok(null));
    const form = await dialog();
    expect(within(form).getByLabelText('Publication Date')).toHaveValue(new Date().toISOString().slice(0, 10));
    await user.clear(within(form).getByLabelText('Publication Date'));
    await user.click(within(form).getByRole('button', { name: 'Submit Publication' }));

    expect(within(form).getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    for (const name of ['Title', 'Authors']) expect(within(form).getByRole('textbox', { name })).toHaveAccessibleDescription(/This field is required/);
    expect(within(form).getByRole('combobox', { name: 'Publication Type' })).toHaveAccessibleDescription('This field is required');
    expect(within(form).getByLabelText('Publication Date')).toHaveAccessibleDescription('This field is required');
    expect(api.callsTo('POST /publications')).toHaveLength(0);
  });

  it('counts characters live and refuses more than 500, a link that is not a web address, and a document over 10 MB', async () => {
    const { api, user } = openDialog(ok(null));
    const form = await fillRequired(user);
    const summary = within(form).getByRole('textbox', { name: 'Summary' });
    expect(summary).toHaveAccessibleDescription(/0\/500 characters/);
    await user.click(summary);
    await user.paste('a'.repeat(501));
    expect(summary).toHaveAccessibleDescription(/501\/500 characters/);
    await user.type(within(form).getByRole('textbox', { name: 'Link' }), 'ftp://example.org/file');
    const large = new File(['%PDF-1.4'], 'large.pdf', { type: 'application/pdf' });
    Object.defineProperty(large, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(within(form).getByLabelText('Document'), large);
    await user.click(within(form).getByRole('button', { name: 'Submit Publication' }));

    expect(within(form).getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(summary).toHaveAccessibleDescription(/At most 500 characters/);
    expect(within(form).getByRole('textbox', { name: 'Link' })).toHaveAccessibleDescription(/Enter a web address starting with http:\/\/ or https:\/\//);
    expect(within(form).getByLabelText('Document')).toHaveAccessibleDescription(/The document must be at most 10 MB/);
    expect(api.callsTo('POST /publications')).toHaveLength(0);
  });

  it("lists the server's field errors under 'Please fix the following issues:' and beside each field", async () => {
    const { user } = openDialog(
      fail(422, 'The given data was invalid.', {
        errors: { title: ['Use letters, digits and common punctuation only.'], publication_document: ['This file type is not allowed.'] },
      }),
    );
    const form = await fillRequired(user);
    await user.click(within(form).getByRole('button', { name: 'Submit Publication' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Please fix the following issues:');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Title: Use letters, digits and common punctuation only.',
      'Document: This file type is not allowed.',
    ]);
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(/Use letters, digits and common punctuation only\./);
  });

  it('uploads fields and files with a progress bar and the session headers, then shows the server message', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { api, user } = openDialog(async () => {
      await held;
      return { status: 201, body: { success: true, message: CREATED, data: samplePublication({ status: 'pending' }) } };
    });
    const form = await fillRequired(user);
    await user.type(within(form).getByRole('textbox', { name: 'Keywords' }), 'المياه الجوفية, governance');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Region' }), 'MENA');
    await user.type(within(form).getByRole('textbox', { name: 'Link' }), 'https://example.org/report');
    const pdf = new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' });
    const png = new File(['png'], 'cover.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText('Document'), pdf);
    await user.upload(within(form).getByLabelText('Cover Image'), png);
    await user.click(within(form).getByRole('button', { name: 'Submit Publication' }));

    expect(await within(form).findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await waitFor(() => expect(within(form).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '100'));
    release();

    expect(await within(form).findByRole('status')).toHaveTextContent(CREATED);
    expect(within(form).getByRole('link', { name: 'View my publications' })).toHaveAttribute('href', '/profile?tab=publications');

    const request = api.callsTo('POST /publications')[0] as RecordedRequest;
    expect(request.headers.get('Authorization')).toBe('Bearer test-token');
    expect(request.headers.get('Accept-Language')).toBe('en');
    expect(request.headers.get('lang')).toBe('en');
    const body = request.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      title: 'تقرير المياه 2024: الأمن المائي',
      publication_type_id: '3',
      publication_date: new Date().toISOString().slice(0, 10),
      publication_author: 'Layla Haddad, Omar Saleh',
      keywords: 'المياه الجوفية, governance',
      region: 'MENA',
      publication_link: 'https://example.org/report',
    });
    expect((body.get('publication_document') as File).name).toBe('report.pdf');
    expect((body.get('publication_image') as File).name).toBe('cover.png');

    // The dialog's own close (x) and the success view's Close button both close it.
    await user.click(within(form).getAllByRole('button', { name: 'Close' })[1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows a pending entity's refusal as the server words it, 'Failed to create publication' without a message, and a lost connection", async () => {
    const { user, unmount } = openDialog(fail(403, 'Your entity account is awaiting approval; you can submit once it is approved.'));
    let form = await fillRequired(user);
    await user.click(within(form).getByRole('button', { name: 'Submit Publication' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your entity account is awaiting approval');
    unmount();

    const second = openDialog({ status: 500, body: undefined });
    form = await fillRequired(second.user);
    await second.user.click(within(form).getByRole('button', { name: 'Submit Publication' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to create publication');
    second.unmount();

    const third = openDialog(() => {
      throw new TypeError('Failed to fetch');
    });
    form = await fillRequired(third.user);
    await third.user.click(within(form).getByRole('button', { name: 'Submit Publication' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred while creating the publication');
    expect(alert).toHaveTextContent('Network error - please check your connection');
  });

  it('speaks the language of the interface and asks the server in it', async () => {
    i18n.changeLanguage('fr');
    const { api } = openDialog(ok(null));
    const form = await findDialog({ name: 'Ajouter une publication' });
    expect(within(form).getByRole('textbox', { name: 'Titre' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /publication-types')[0]?.headers.get('Accept-Language')).toBe('fr'));
  });
});
