// The thin command layer between the rich-text editor's toolbar and the browser's editing commands
// (document.execCommand, which Chromium implements and jsdom does not). The editor only talks to an
// EditingDocument, so tests hand it a fake and check which commands ran; the HTML helpers are pure.

/** The formatting buttons that switch on and off (aria-pressed). */
export const TOGGLE_COMMANDS = ['bold', 'italic', 'bulleted_list', 'numbered_list'] as const;
export type ToggleCommand = (typeof TOGGLE_COMMANDS)[number];

/** Which toggles apply where the caret is. */
export type ToggleState = Record<ToggleCommand, boolean>;

/** What the editor needs of `document`: the editing commands and the selection. */
export interface EditingDocument {
  execCommand(commandId: string, showUI?: boolean, value?: string): boolean;
  queryCommandState(commandId: string): boolean;
  getSelection(): Selection | null;
}

const EXEC_NAMES: Record<ToggleCommand, string> = {
  bold: 'bold',
  italic: 'italic',
  bulleted_list: 'insertUnorderedList',
  numbered_list: 'insertOrderedList',
};

const NO_STATE: ToggleState = { bold: false, italic: false, bulleted_list: false, numbered_list: false };

/** Text made safe inside HTML text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The editing commands of `doc`; each does nothing where the browser has no editing commands (jsdom). */
export function createEditorCommands(doc: EditingDocument) {
  const supported = typeof doc.execCommand === 'function';
  const exec = (name: string, value?: string) => (supported ? doc.execCommand(name, false, value) : false);
  return {
    /**
     * Asks for the markup the server's allow-list keeps: <b>/<i> rather than styled spans, and a <p>
     * for each line started with Enter rather than a <div> (which the sanitiser would unwrap).
     */
    prepare(): void {
      exec('styleWithCSS', 'false');
      exec('defaultParagraphSeparator', 'p');
    },
    /** Switches bold, italic or a list on or off for the selection. */
    toggle(command: ToggleCommand): void {
      exec(EXEC_NAMES[command]);
    },
    /** Links the selected text to `url`; with nothing selected, inserts the address itself as the link's text. */
    link(url: string, hasSelectedText: boolean): void {
      if (hasSelectedText) exec('createLink', url);
      else exec('insertHTML', `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`);
    },
    /** Removes bold, italic and links from the selection (lists stay: their buttons undo them). */
    clear(): void {
      exec('removeFormat');
      exec('unlink');
    },
    /** Inserts text as typed: pasted HTML (office documents, other sites) never enters the editor. */
    insertText(text: string): void {
      exec('insertText', text);
    },
    /** Which toggles are on at the caret. */
    state(): ToggleState {
      if (!supported || typeof doc.queryCommandState !== 'function') return NO_STATE;
      return {
        bold: doc.queryCommandState('bold'),
        italic: doc.queryCommandState('italic'),
        bulleted_list: doc.queryCommandState('insertUnorderedList'),
        numbered_list: doc.queryCommandState('insertOrderedList'),
      };
    },
  };
}
export type EditorCommands = ReturnType<typeof createEditorCommands>;

/** The toggle a keyboard shortcut asks for: Ctrl+B / Cmd+B bold, Ctrl+I / Cmd+I italic. */
export function shortcutCommand(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }): ToggleCommand | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return undefined;
  const key = event.key.toLowerCase();
  if (key === 'b') return 'bold';
  if (key === 'i') return 'italic';
  return undefined;
}

/**
 * A link address the server keeps (http, https, mailto, or a path on the hub such as /about), or
 * undefined. A bare domain ('example.org/report') gets https://; scripts and other schemes are refused.
 */
export function normaliseLinkUrl(raw: string): string | undefined {
  const text = raw.trim();
  if (text === '' || /\s/.test(text)) return undefined;
  if (text.startsWith('/')) return /^\/[^/\\]/.test(text) || text === '/' ? text : undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  if (scheme === undefined) return /^[^\s/:@]+\.[^\s/:@]+/.test(text) ? `https://${text}` : undefined;
  if (scheme === 'mailto') return /^mailto:[^@\s]+@[^@\s]+$/i.test(text) ? text : undefined;
  if (scheme !== 'http' && scheme !== 'https') return undefined;
  try {
    return new URL(text).host ? text : undefined;
  } catch {
    return undefined;
  }
}

const BLOCK_TAGS = new Set(['P', 'UL', 'OL', 'H2', 'H3', 'H4', 'BLOCKQUOTE']);

/**
 * A paragraph's HTML as it is sent: '' when it holds no text (an emptied editor leaves `<br>` or
 * `<p><br></p>`), and loose text or inline markup at the top wrapped in a <p>, like the seeded paragraphs.
 */
export function cleanEditorHtml(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  if ((body.textContent ?? '').trim() === '') return '';
  const output = document.createElement('div');
  let loose: HTMLParagraphElement | undefined;
  for (const node of Array.from(body.childNodes)) {
    if (node instanceof Element && (BLOCK_TAGS.has(node.tagName) || node.tagName === 'DIV')) {
      loose = undefined;
      if (node.tagName === 'DIV') {
        // Chromium starts new lines with <div> when the separator was not set; the allow-list has <p>.
        const paragraph = document.createElement('p');
        paragraph.innerHTML = node.innerHTML;
        output.append(paragraph);
      } else {
        output.append(node.cloneNode(true));
      }
      continue;
    }
    if (node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() === '' && !loose) continue;
    if (node instanceof Element && node.tagName === 'BR' && !loose) continue;
    loose ??= output.appendChild(document.createElement('p'));
    loose.append(node.cloneNode(true));
  }
  return output.innerHTML.trim();
}
