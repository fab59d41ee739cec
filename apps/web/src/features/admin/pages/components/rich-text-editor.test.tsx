// The rich-text editor's toolbar and keyboard, driven through a fake editing document (jsdom has no
// document.execCommand): the commands it runs, aria-pressed, the inline link form, and paste as text.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addAdminCatalogues, i18n } from '@/lib/i18n';
import { adminCatalogues } from '@/locales/admin';
import type { EditingDocument } from './editor-commands';
import { RichTextEditor } from './rich-text-editor';

beforeAll(() => addAdminCatalogues(adminCatalogues));

/** A document whose commands toggle a state and wrap the region's text, as a browser would change it. */
function fakeDocument() {
  const ran: Array<[string, string | undefined]> = [];
  const on = new Set<string>();
  const doc: EditingDocument = {
    execCommand: vi.fn((name: string, _ui?: boolean, value?: string) => {
      ran.push([name, value]);
      const region = screen.queryByRole('textbox', { name: 'Paragraph 1' });
      if (['bold', 'italic', 'insertUnorderedList', 'insertOrderedList'].includes(name)) {
        if (on.has(name)) on.delete(name);
        else on.add(name);
      }
      if (name === 'bold' && region) region.innerHTML = `<b>${region.textContent ?? ''}</b>`;
      return true;
    }),
    queryCommandState: (name: string) => on.has(name),
    getSelection: () => document.getSelection(),
  };
  return { doc, ran };
}

function Harness({ doc, initial = '<p>Water</p>', onChange }: { doc: EditingDocument; initial?: string; onChange?: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="label">Paragraph 1</span>
      <RichTextEditor
        id="editor"
        labelledBy="label"
        value={value}
        dir="ltr"
        lang="en"
        editingDocument={doc}
        onChange={(html) => {
          setValue(html);
          onChange?.(html);
        }}
      />
    </>
  );
}

const selectText = (element: Element) => {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
};

describe('rich-text editor', () => {
  it('shows the paragraph’s HTML in a labelled, editable region with a labelled toolbar', () => {
    render(<Harness doc={fakeDocument().doc} initial="<p>Water <i>and</i> energy</p>" />);
    const region = screen.getByRole('textbox', { name: 'Paragraph 1' });
    expect(region).toHaveAttribute('contenteditable', 'true');
    expect(region).toHaveAttribute('aria-multiline', 'true');
    expect(region.innerHTML).toBe('<p>Water <i>and</i> energy</p>');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(Array.from(toolbar.querySelectorAll('button')).map((b) => b.textContent)).toEqual(['Bold', 'Italic', 'Link', 'Bulleted list', 'Numbered list', 'Clear formatting']);
  });

  it('makes text bold from the toolbar and from Ctrl+B, pressing the button while it applies', async () => {
    const user = userEvent.setup();
    const { doc, ran } = fakeDocument();
    const changes: string[] = [];
    render(<Harness doc={doc} onChange={(html) => changes.push(html)} />);
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');

    await user.click(bold);
    expect(ran).toContainEqual(['bold', undefined]);
    expect(ran).toContainEqual(['defaultParagraphSeparator', 'p']);
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    expect(changes.at(-1)).toBe('<b>Water</b>');

    const region = screen.getByRole('textbox', { name: 'Paragraph 1' });
    region.focus();
    await user.keyboard('{Control>}b{/Control}');
    expect(ran.filter(([name]) => name === 'bold')).toHaveLength(2);
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Meta>}i{/Meta}');
    expect(ran).toContainEqual(['italic', undefined]);
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('runs the list and clear-formatting commands', async () => {
    const user = userEvent.setup();
    const { doc, ran } = fakeDocument();
    render(<Harness doc={doc} />);
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    await user.click(screen.getByRole('button', { name: 'Clear formatting' }));
    expect(ran.map(([name]) => name).filter((name) => !['styleWithCSS', 'defaultParagraphSeparator'].includes(name))).toEqual(['insertUnorderedList', 'insertOrderedList', 'removeFormat', 'unlink']);
    expect(screen.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('links the selected text through a small inline form that refuses script addresses', async () => {
    const user = userEvent.setup();
    const { doc, ran } = fakeDocument();
    render(<Harness doc={doc} />);
    const region = screen.getByRole('textbox', { name: 'Paragraph 1' });
    selectText(region.querySelector('p')!);

    const link = screen.getByRole('button', { name: 'Link' });
    await user.click(link);
    expect(link).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('group', { name: 'Add a link' });
    const url = screen.getByLabelText('Link address');
    expect(url).toHaveFocus();
    expect(form).toContainElement(url);

    await user.type(url, 'javascript:alert(1){Enter}');
    expect(url).toHaveAccessibleDescription(/Enter a web address/);
    expect(ran.some(([name]) => name === 'createLink' || name === 'insertHTML')).toBe(false);

    await user.clear(url);
    await user.type(url, 'example.org/report');
    await user.click(screen.getByRole('button', { name: 'Add the link' }));
    expect(ran).toContainEqual(['createLink', 'https://example.org/report']);
    expect(screen.queryByRole('group', { name: 'Add a link' })).not.toBeInTheDocument();
    // The selection was put back in the region before linking.
    expect(region.contains(document.getSelection()!.getRangeAt(0).commonAncestorContainer)).toBe(true);
  });

  it('closes the link form with Escape or Cancel, linking nothing', async () => {
    const user = userEvent.setup();
    const { doc, ran } = fakeDocument();
    render(<Harness doc={doc} />);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.type(screen.getByLabelText('Link address'), 'https://example.org{Escape}');
    expect(screen.queryByLabelText('Link address')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Link address')).not.toBeInTheDocument();
    expect(ran.some(([name]) => name === 'createLink' || name === 'insertHTML')).toBe(false);
  });

  it('pastes plain text only', async () => {
    const user = userEvent.setup();
    const { doc, ran } = fakeDocument();
    render(<Harness doc={doc} />);
    screen.getByRole('textbox', { name: 'Paragraph 1' }).focus();
    await user.paste('<img src=x onerror=alert(1)>Hello');
    expect(ran).toContainEqual(['insertText', '<img src=x onerror=alert(1)>Hello']);
  });

  it('speaks Arabic and writes right to left in an Arabic paragraph', async () => {
    await act(() => i18n.changeLanguage('ar'));
    render(
      <>
        <span id="label">الفقرة 1</span>
        <RichTextEditor id="editor" labelledBy="label" value="<p>نص</p>" dir="rtl" lang="ar" editingDocument={fakeDocument().doc} onChange={() => undefined} />
      </>,
    );
    const region = screen.getByRole('textbox', { name: 'الفقرة 1' });
    expect(region).toHaveAttribute('dir', 'rtl');
    expect(region).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('toolbar', { name: 'التنسيق' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'غامق' })).toHaveAttribute('aria-pressed', 'false');
  });
});
