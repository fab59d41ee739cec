// A small rich-text editor for one paragraph of a managed page: a contentEditable region with a
// toolbar for the markup the server keeps (bold, italic, links, lists) and Ctrl/Cmd+B and +I. The
// browser's editing commands run through editor-commands.ts, so tests can hand it a fake document.
//
// Why innerHTML is set here: the value is the paragraph as the server stored it (sanitised) or as this
// editor produced it; pasting inserts plain text only, so no foreign markup enters.
import { useId, useLayoutEffect, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { inputClass } from '@/components/ui/form';
import { useTranslation } from '@/lib/i18n';
import { createEditorCommands, normaliseLinkUrl, shortcutCommand, TOGGLE_COMMANDS, type EditingDocument, type ToggleCommand, type ToggleState } from './editor-commands';

export interface RichTextEditorProps {
  /** Id of the editable region (its label points at it). */
  id: string;
  /** Id of the visible label naming the region. */
  labelledBy: string;
  value: string;
  onChange: (html: string) => void;
  dir: 'ltr' | 'rtl';
  lang: string;
  invalid?: boolean;
  describedBy?: string | undefined;
  /** The browser's editing commands; tests pass a fake. */
  editingDocument?: EditingDocument;
}

const OFF: ToggleState = { bold: false, italic: false, bulleted_list: false, numbered_list: false };

const toolButton =
  'rounded-md border border-transparent px-2.5 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 aria-expanded:bg-slate-100';

/** The editor with its toolbar and the inline link form. */
export function RichTextEditor({ id, labelledBy, value, onChange, dir, lang, invalid, describedBy, editingDocument }: RichTextEditorProps) {
  const { t } = useTranslation('admin');
  const region = useRef<HTMLDivElement>(null);
  const commands = useMemo(() => createEditorCommands(editingDocument ?? (document as unknown as EditingDocument)), [editingDocument]);
  const [pressed, setPressed] = useState<ToggleState>(OFF);
  const [linkForm, setLinkForm] = useState<{ url: string; error: boolean } | undefined>(undefined);
  const savedRange = useRef<Range | undefined>(undefined);
  const linkInputId = useId();
  const linkErrorId = useId();
  const linkInput = useRef<HTMLInputElement>(null);

  // Written only when the value differs from what the region shows, so typing keeps the caret.
  useLayoutEffect(() => {
    const element = region.current;
    if (element && element.innerHTML !== value) element.innerHTML = value;
  }, [value]);

  const linkOpen = linkForm !== undefined;
  useLayoutEffect(() => {
    if (linkOpen) linkInput.current?.focus();
  }, [linkOpen]);

  const emit = () => {
    if (region.current) onChange(region.current.innerHTML);
  };
  const refreshState = () => setPressed(commands.state());

  const run = (work: () => void) => {
    region.current?.focus();
    commands.prepare();
    work();
    emit();
    refreshState();
  };

  const toggle = (command: ToggleCommand) => run(() => commands.toggle(command));

  const selectionInRegion = (): Range | undefined => {
    const selection = (editingDocument ?? document).getSelection();
    if (!selection || selection.rangeCount === 0) return undefined;
    const range = selection.getRangeAt(0);
    return region.current?.contains(range.commonAncestorContainer) ? range.cloneRange() : undefined;
  };

  const openLinkForm = () => {
    savedRange.current = selectionInRegion();
    setLinkForm({ url: '', error: false });
  };

  const closeLinkForm = () => {
    setLinkForm(undefined);
    region.current?.focus();
  };

  const applyLink = () => {
    const url = normaliseLinkUrl(linkForm?.url ?? '');
    if (!url) {
      setLinkForm({ url: linkForm?.url ?? '', error: true });
      return;
    }
    const range = savedRange.current;
    setLinkForm(undefined);
    run(() => {
      // The link form took the focus: put the staff member's selection back before linking it.
      const selection = (editingDocument ?? document).getSelection();
      if (range && selection) {
        selection.removeAllRanges();
        selection.addRange(range);
      }
      commands.link(url, Boolean(range && !range.collapsed));
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const command = shortcutCommand(event);
    if (!command) return;
    event.preventDefault();
    toggle(command);
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    commands.insertText(event.clipboardData.getData('text/plain'));
    emit();
  };

  const labels: Record<ToggleCommand, string> = {
    bold: t('pages.editor.bold'),
    italic: t('pages.editor.italic'),
    bulleted_list: t('pages.editor.bulleted_list'),
    numbered_list: t('pages.editor.numbered_list'),
  };
  const shortcuts: Partial<Record<ToggleCommand, string>> = { bold: 'Control+B Meta+B', italic: 'Control+I Meta+I' };

  return (
    <div className={`rounded-lg border bg-white ${invalid ? 'border-red-600' : 'border-slate-300'}`}>
      <div role="toolbar" aria-label={t('pages.editor.toolbar')} aria-controls={id} className="flex flex-wrap gap-1 border-b border-slate-200 p-1.5">
        {TOGGLE_COMMANDS.slice(0, 2).map((command) => (
          <button
            key={command}
            type="button"
            aria-pressed={pressed[command]}
            aria-keyshortcuts={shortcuts[command]}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => toggle(command)}
            className={toolButton}
          >
            {labels[command]}
          </button>
        ))}
        <button type="button" aria-expanded={linkOpen} onMouseDown={(event) => event.preventDefault()} onClick={openLinkForm} className={toolButton}>
          {t('pages.editor.link')}
        </button>
        {TOGGLE_COMMANDS.slice(2).map((command) => (
          <button key={command} type="button" aria-pressed={pressed[command]} onMouseDown={(event) => event.preventDefault()} onClick={() => toggle(command)} className={toolButton}>
            {labels[command]}
          </button>
        ))}
        <button type="button" onMouseDown={(event) => event.preventDefault()} onClick={() => run(() => commands.clear())} className={toolButton}>
          {t('pages.editor.clear')}
        </button>
      </div>

      {linkForm && (
        <div role="group" aria-label={t('pages.editor.link_form')} className="flex flex-wrap items-end gap-2 border-b border-slate-200 bg-slate-50 p-2">
          <div className="min-w-56 flex-1">
            <label htmlFor={linkInputId} className="mb-1 block text-sm font-semibold text-slate-800">
              {t('pages.editor.link_url')}
            </label>
            <input
              ref={linkInput}
              id={linkInputId}
              type="url"
              dir="ltr"
              value={linkForm.url}
              aria-invalid={linkForm.error || undefined}
              aria-describedby={linkForm.error ? linkErrorId : undefined}
              onChange={(event) => setLinkForm({ url: event.target.value, error: false })}
              onKeyDown={(event) => {
                // Enter applies the link rather than submitting the page's form; Escape closes the little form.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                } else if (event.key === 'Escape') {
                  event.preventDefault();
                  closeLinkForm();
                }
              }}
              className={`${inputClass} py-1.5`}
              placeholder="https://"
            />
            {linkForm.error && (
              <p id={linkErrorId} className="mt-1 text-sm font-medium text-red-700">
                {t('pages.editor.link_invalid')}
              </p>
            )}
          </div>
          <button type="button" onClick={applyLink} className="rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800">
            {t('pages.editor.link_apply')}
          </button>
          <button type="button" onClick={closeLinkForm} className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100">
            {t('shell.cancel')}
          </button>
        </div>
      )}

      <div
        ref={region}
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelledBy}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        contentEditable
        suppressContentEditableWarning
        dir={dir}
        lang={lang}
        tabIndex={0}
        onInput={emit}
        onKeyDown={onKeyDown}
        onKeyUp={refreshState}
        onMouseUp={refreshState}
        onFocus={refreshState}
        onPaste={onPaste}
        className="min-h-28 px-3 py-2.5 text-base leading-relaxed text-slate-900 focus:outline-2 focus:outline-brand-700 [&_a]:text-brand-700 [&_a]:underline [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:ps-6 [&_p+p]:mt-3 [&_ul]:list-disc [&_ul]:ps-6"
      />
    </div>
  );
}
