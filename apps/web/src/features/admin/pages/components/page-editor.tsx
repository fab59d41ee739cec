// The managed page's form: a tab per language with the title and the paragraphs (each in a rich-text
// editor; add, remove, move), Preview (the server's sanitised answer, as a visitor would see it) and
// Save (all three languages at once). The server's field errors appear beside their fields.
import { isRtl, LANGUAGES, type Language, type ManagedPage, type SitePage } from '@wefe/contract';
import { useId, useReducer, useState, type FormEvent } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { FieldMessages, fieldDescription, FormAlert, FormSuccess, TextField } from '@/components/ui/form';
import { Tabs } from '@/components/ui/tabs';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { LANGUAGE_NAMES, useTranslation } from '@/lib/i18n';
import { usePreviewManagedPage } from '../api/preview-managed-page';
import { useSaveManagedPage } from '../api/save-managed-page';
import { draftFromPage, draftReducer, draftToInput, languageHasErrors, placeErrors, sameContent, type DraftAction, type DraftErrors, type PageDraft } from './page-draft';
import { PagePreview } from './page-preview';
import { RichTextEditor } from './rich-text-editor';
import { UnsavedChangesGuard } from './unsaved-changes';

const NO_ERRORS: DraftErrors = { title: {}, list: {}, paragraph: {}, other: [] };

/** The errors left once the staff member changed what `action` touches. */
function errorsAfter(errors: DraftErrors, action: DraftAction): DraftErrors {
  if (action.type === 'reset') return NO_ERRORS;
  const { language } = action;
  if (action.type === 'title') return { ...errors, title: { ...errors.title, [language]: undefined } };
  if (action.type === 'paragraph') {
    const rest = { ...errors.paragraph[language] };
    delete rest[action.index];
    return { ...errors, paragraph: { ...errors.paragraph, [language]: rest } };
  }
  // Adding, removing or moving renumbers the paragraphs: their errors no longer point at the right one.
  return { ...errors, list: { ...errors.list, [language]: undefined }, paragraph: { ...errors.paragraph, [language]: {} } };
}

export interface PageEditorProps {
  page: ManagedPage;
}

/** The form for one page. */
export function PageEditor({ page }: PageEditorProps) {
  const { t } = useTranslation('admin');
  // The client's own failure messages (network, unexpected) live in the public catalogue.
  const common = useTranslation().t;
  const [baseline, setBaseline] = useState<PageDraft>(() => draftFromPage(page));
  const [draft, dispatch] = useReducer(draftReducer, baseline);
  const [language, setLanguage] = useState<Language>('en');
  const [errors, setErrors] = useState<DraftErrors>(NO_ERRORS);
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [saved, setSaved] = useState(false);
  const [preview, setPreview] = useState<{ page: SitePage; language: Language } | undefined>(undefined);
  const save = useSaveManagedPage(page.slug);
  const previewCall = usePreviewManagedPage(page.slug);
  const dirty = !sameContent(draft, baseline);
  const busy = save.isPending || previewCall.isPending;

  const edit = (action: DraftAction) => {
    dispatch(action);
    setErrors((current) => errorsAfter(current, action));
    setSaved(false);
    // A preview of text that has since changed would mislead.
    setPreview(undefined);
  };

  const showFailure = (error: unknown) => {
    const placed = placeErrors(isApiError(error) ? error.errors : undefined);
    setErrors(placed);
    setFormError(apiErrorMessage(error, common));
    if (!languageHasErrors(placed, language)) {
      const first = LANGUAGES.find((candidate) => languageHasErrors(placed, candidate));
      if (first) setLanguage(first);
    }
  };

  /** Checks what the server would refuse anyway before sending: the English title is required. */
  const readyToSend = () => {
    setFormError(undefined);
    setSaved(false);
    if (draft.title.en.trim() !== '') return true;
    setErrors({ ...NO_ERRORS, title: { en: [t('pages.title_required')] } });
    setFormError(t('pages.check_fields'));
    setLanguage('en');
    return false;
  };

  const onSave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!readyToSend()) return;
    setPreview(undefined);
    save.mutate(draftToInput(draft), {
      onSuccess: (stored) => {
        // The server's sanitised copy becomes both the form and the new baseline.
        const next = draftFromPage(stored);
        setBaseline(next);
        dispatch({ type: 'reset', draft: next });
        setErrors(NO_ERRORS);
        setSaved(true);
      },
      onError: showFailure,
    });
  };

  const onPreview = () => {
    if (!readyToSend()) return;
    const previewed = language;
    previewCall.mutate(draftToInput(draft), {
      onSuccess: (served) => {
        setErrors(NO_ERRORS);
        setPreview({ page: served, language: previewed });
      },
      onError: showFailure,
    });
  };

  return (
    <>
      <UnsavedChangesGuard dirty={dirty} />
      <form onSubmit={onSave} noValidate className="space-y-6">
        <Tabs
          label={t('pages.languages')}
          value={language}
          onValueChange={setLanguage}
          items={LANGUAGES.map((candidate) => ({
            value: candidate,
            label: (
              <>
                <span lang={candidate}>{LANGUAGE_NAMES[candidate]}</span>
                {languageHasErrors(errors, candidate) && (
                  <>
                    {' '}
                    <span aria-hidden="true" className="ms-1 text-red-700">
                      ●
                    </span>
                    <span className="sr-only">{t('pages.tab_has_errors')}</span>
                  </>
                )}
              </>
            ),
            content: <LanguageFields language={candidate} draft={draft} errors={errors} onEdit={edit} />,
          }))}
        />

        <FormAlert>
          {formError && (
            <>
              <p className="font-semibold">{formError}</p>
              {errors.other.length > 0 && <p className="mt-1 text-sm">{errors.other.join(', ')}</p>}
            </>
          )}
        </FormAlert>
        <FormSuccess>{saved ? t('pages.saved') : undefined}</FormSuccess>

        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
          <button type="submit" disabled={busy} className={buttonStyles.primary}>
            {save.isPending ? t('shell.saving') : t('shell.save')}
          </button>
          <button type="button" disabled={busy} onClick={onPreview} className={buttonStyles.secondary}>
            {previewCall.isPending ? t('pages.previewing') : t('pages.preview', { language: LANGUAGE_NAMES[language] })}
          </button>
          {dirty && <p className="text-sm font-medium text-amber-800">{t('pages.unsaved')}</p>}
        </div>
      </form>
      {preview && <PagePreview page={preview.page} language={preview.language} onClose={() => setPreview(undefined)} />}
    </>
  );
}

interface LanguageFieldsProps {
  language: Language;
  draft: PageDraft;
  errors: DraftErrors;
  onEdit: (action: DraftAction) => void;
}

/** One language's title and paragraphs. */
function LanguageFields({ language, draft, errors, onEdit }: LanguageFieldsProps) {
  const { t } = useTranslation('admin');
  const dir = isRtl(language) ? 'rtl' : 'ltr';
  const paragraphs = draft.paragraphs[language];
  const listErrorId = useId();
  const listError = errors.list[language];

  return (
    <div className="space-y-6">
      <TextField
        label={t('pages.title_field')}
        name={`title-${language}`}
        value={draft.title[language]}
        onChange={(value) => onEdit({ type: 'title', language, value })}
        required={language === 'en'}
        hint={language === 'en' ? undefined : t('pages.title_hint')}
        error={errors.title[language]}
        dir={dir}
        lang={language}
      />

      <fieldset className="min-w-0" aria-describedby={listError ? listErrorId : undefined}>
        <legend className="mb-1.5 font-semibold text-slate-800">{t('pages.paragraphs')}</legend>
        {listError && (
          <p id={listErrorId} className="mb-2 text-sm font-medium text-red-700">
            {listError.join(', ')}
          </p>
        )}
        {paragraphs.length === 0 && <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 text-slate-600">{t(language === 'en' ? 'pages.no_paragraphs_en' : 'pages.no_paragraphs')}</p>}
        <ol className="space-y-5">
          {paragraphs.map((paragraph, index) => (
            <ParagraphField
              key={paragraph.key}
              language={language}
              dir={dir}
              index={index}
              count={paragraphs.length}
              html={paragraph.html}
              error={errors.paragraph[language]?.[index]}
              onEdit={onEdit}
            />
          ))}
        </ol>
        <button type="button" onClick={() => onEdit({ type: 'add', language })} className={`${buttonStyles.ghost} mt-4`}>
          {t('pages.add_paragraph')}
        </button>
      </fieldset>
    </div>
  );
}

interface ParagraphFieldProps {
  language: Language;
  dir: 'ltr' | 'rtl';
  index: number;
  count: number;
  html: string;
  error: string[] | undefined;
  onEdit: (action: DraftAction) => void;
}

const smallButton = 'rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';

/** One paragraph: its label, editor, error and the buttons that move or remove it. */
function ParagraphField({ language, dir, index, count, html, error, onEdit }: ParagraphFieldProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const labelId = `${id}-label`;
  const description = fieldDescription(id, undefined, error);
  // Every paragraph has these buttons: the hidden part names which paragraph each one acts on.
  const which = (
    <>
      {' '}
      <span className="sr-only">({t('pages.paragraph_number', { number: index + 1 })})</span>
    </>
  );

  return (
    <li className="rounded-xl border border-slate-200 p-3 sm:p-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <span id={labelId} className="font-semibold text-slate-800">
          {t('pages.paragraph_number', { number: index + 1 })}
        </span>
        <div className="flex flex-wrap gap-1.5">
          <button type="button" disabled={index === 0} onClick={() => onEdit({ type: 'move', language, index, by: -1 })} className={smallButton}>
            {t('pages.move_up')}
            {which}
          </button>
          <button type="button" disabled={index === count - 1} onClick={() => onEdit({ type: 'move', language, index, by: 1 })} className={smallButton}>
            {t('pages.move_down')}
            {which}
          </button>
          <button type="button" onClick={() => onEdit({ type: 'remove', language, index })} className={`${smallButton} text-red-700`}>
            {t('pages.remove_paragraph')}
            {which}
          </button>
        </div>
      </div>
      <RichTextEditor
        id={id}
        labelledBy={labelId}
        value={html}
        onChange={(next) => onEdit({ type: 'paragraph', language, index, html: next })}
        dir={dir}
        lang={language}
        invalid={description.message !== undefined}
        describedBy={description.describedBy}
      />
      <FieldMessages description={description} />
    </li>
  );
}
