// The editor's command layer: which browser editing commands each toolbar action runs, the keyboard
// shortcuts, the link addresses accepted, and how a paragraph's HTML is tidied before it is sent.
import { describe, expect, it, vi } from 'vitest';
import { cleanEditorHtml, createEditorCommands, normaliseLinkUrl, shortcutCommand, type EditingDocument } from './editor-commands';

function fakeDocument(on: string[] = []) {
  const ran: Array<[string, string | undefined]> = [];
  const doc: EditingDocument = {
    execCommand: vi.fn((name: string, _ui?: boolean, value?: string) => {
      ran.push([name, value]);
      return true;
    }),
    queryCommandState: (name: string) => on.includes(name),
    getSelection: () => null,
  };
  return { doc, ran };
}

describe('editor commands', () => {
  it('runs the browser command of each toolbar action', () => {
    const { doc, ran } = fakeDocument();
    const commands = createEditorCommands(doc);
    commands.prepare();
    commands.toggle('bold');
    commands.toggle('italic');
    commands.toggle('bulleted_list');
    commands.toggle('numbered_list');
    commands.clear();
    commands.insertText('pasted <b>text</b>');
    expect(ran).toEqual([
      ['styleWithCSS', 'false'],
      ['defaultParagraphSeparator', 'p'],
      ['bold', undefined],
      ['italic', undefined],
      ['insertUnorderedList', undefined],
      ['insertOrderedList', undefined],
      ['removeFormat', undefined],
      ['unlink', undefined],
      ['insertText', 'pasted <b>text</b>'],
    ]);
  });

  it('links the selected text, or inserts the address as an escaped link when nothing is selected', () => {
    const { doc, ran } = fakeDocument();
    const commands = createEditorCommands(doc);
    commands.link('https://example.org/a?b=1&c="2"', true);
    commands.link('https://example.org/a?b=1&c="2"', false);
    expect(ran).toEqual([
      ['createLink', 'https://example.org/a?b=1&c="2"'],
      ['insertHTML', '<a href="https://example.org/a?b=1&amp;c=&quot;2&quot;">https://example.org/a?b=1&amp;c=&quot;2&quot;</a>'],
    ]);
  });

  it('reads which toggles are on at the caret', () => {
    const { doc } = fakeDocument(['bold', 'insertOrderedList']);
    expect(createEditorCommands(doc).state()).toEqual({ bold: true, italic: false, bulleted_list: false, numbered_list: true });
  });

  it('does nothing, and reports nothing on, where the browser has no editing commands (jsdom)', () => {
    const doc = { getSelection: () => null } as unknown as EditingDocument;
    const commands = createEditorCommands(doc);
    expect(() => commands.toggle('bold')).not.toThrow();
    expect(commands.state()).toEqual({ bold: false, italic: false, bulleted_list: false, numbered_list: false });
  });
});

describe('keyboard shortcuts', () => {
  const key = (k: string, extra: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...extra });
  it('maps Ctrl/Cmd+B to bold and Ctrl/Cmd+I to italic, and nothing else', () => {
    expect(shortcutCommand(key('b', { ctrlKey: true }))).toBe('bold');
    expect(shortcutCommand(key('B', { metaKey: true }))).toBe('bold');
    expect(shortcutCommand(key('i', { ctrlKey: true }))).toBe('italic');
    expect(shortcutCommand(key('b'))).toBeUndefined();
    expect(shortcutCommand(key('b', { ctrlKey: true, shiftKey: true }))).toBeUndefined();
    expect(shortcutCommand(key('u', { ctrlKey: true }))).toBeUndefined();
  });
});

describe('link addresses', () => {
  it('accepts what the server keeps and completes a bare domain', () => {
    expect(normaliseLinkUrl(' https://example.org/report ')).toBe('https://example.org/report');
    expect(normaliseLinkUrl('http://example.org')).toBe('http://example.org');
    expect(normaliseLinkUrl('example.org/report')).toBe('https://example.org/report');
    expect(normaliseLinkUrl('mailto:info@example.org')).toBe('mailto:info@example.org');
    expect(normaliseLinkUrl('/about/wefe-hub')).toBe('/about/wefe-hub');
  });

  it('refuses scripts, other schemes, protocol-relative addresses and text', () => {
    for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example', 'vbscript:x', 'not a link', '', 'mailto:nobody', 'https://']) {
      expect(normaliseLinkUrl(url), url).toBeUndefined();
    }
  });
});

describe('paragraph HTML as sent', () => {
  it('is empty when the editor holds no text', () => {
    for (const html of ['', '<br>', '<p><br></p>', '  ', '<p>&nbsp;</p>', '<div><br></div>']) expect(cleanEditorHtml(html), html).toBe('');
  });

  it('wraps loose text and inline markup in a paragraph and keeps blocks', () => {
    expect(cleanEditorHtml('Water <b>and</b> energy')).toBe('<p>Water <b>and</b> energy</p>');
    expect(cleanEditorHtml('<p>One</p><ul><li>Two</li></ul>')).toBe('<p>One</p><ul><li>Two</li></ul>');
    expect(cleanEditorHtml('First line<div>Second <i>line</i></div>')).toBe('<p>First line</p><p>Second <i>line</i></p>');
  });
});
