// The frame of every analyst chart (docs/decisions/033-analyst-views.md): its title, the chart or the
// same numbers as a table ('Show as table'; screen readers always have the table), the source line, and
// the actions a report writer needs: the drawing as PNG or SVG, the data as CSV, a link that restores
// the view, an embed snippet for another site, and the view and the data set cited in APA and BibTeX.
import { isRtl } from '@wefe/contract/constants';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { TableScroller } from '@/components/ui/table-scroller';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { apaCitation, bibtexCitation, type CitationSource } from './citation';
import { saveBlob } from '@/lib/session-files';
import { chartCsv, chartSvgDocument, downloadName, svgToPng, type ChartData } from './chart-download';

/** How long 'Copied' shows after a copy. */
export const COPIED_NOTICE_MS = 2500;

/** The hub as the author of what it publishes. */
export const HUB_AUTHOR = 'WEFE Nexus Hub';

export interface ChartFrameProps {
  /** The frame's element id: the view's link ends with it, so it opens at the chart. */
  id: string;
  title: string;
  /** A line under the title: what the values are among, the year, the data window. */
  subtitle?: ReactNode;
  data: ChartData;
  /** Where the numbers come from and their licence, for the source line and every download. */
  source: { text: string; licence: string };
  /** The view's address in the app, with the choices that restore it ('/wefe-index/compare?countries=JOR,EGY'). */
  permalink: string;
  /** The chart's embed address in the app ('/embed/wefe-index/trend?country=JOR'); none inside an embed. */
  embedHref?: string;
  /** The data set the chart is drawn from, cited beside the view. */
  dataset: { title: string; href: string };
  /** False for charts drawn without SVG: no PNG or SVG download. */
  drawable?: boolean;
  /** Below the chart: its legend. */
  legend?: ReactNode;
  /** The numbers always shown under the chart (no 'Show as table'). */
  tableBelow?: boolean;
  children: ReactNode;
}

type Panel = 'embed' | 'cite' | null;

/** An absolute address on this site. Only called in event handlers and open panels: the server has no window. */
function absolute(href: string): string {
  return new URL(href, window.location.origin).toString();
}

/** The chart's frame. */
export function ChartFrame({ id, title, subtitle, data, source, permalink, embedHref, dataset, drawable = true, legend, tableBelow = false, children }: ChartFrameProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const drawing = useRef<HTMLDivElement>(null);
  const [asTable, setAsTable] = useState(false);
  const [panel, setPanel] = useState<Panel>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const viewHref = `${permalink}#${id}`;

  useEffect(() => {
    if (notice === null) return;
    const timer = window.setTimeout(() => setNotice(null), COPIED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const fullSource = () => ({ ...source, url: absolute(viewHref) });

  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setFailure(null);
      setNotice(done);
    } catch {
      setFailure(t('charts.frame.copy_failed'));
    }
  };

  const downloadCsv = () => saveBlob(new Blob([chartCsv(data, fullSource())], { type: 'text/csv;charset=utf-8' }), downloadName(title, 'csv'));

  const drawingDocument = () => {
    const svg = drawing.current?.querySelector('svg');
    return svg ? chartSvgDocument(svg, title, fullSource(), isRtl(language)) : null;
  };
  const downloadSvg = () => {
    const document = drawingDocument();
    if (document) saveBlob(new Blob([document.markup], { type: 'image/svg+xml;charset=utf-8' }), downloadName(title, 'svg'));
  };
  const downloadPng = async () => {
    const document = drawingDocument();
    if (!document) return;
    try {
      saveBlob(await svgToPng(document.markup, document.width, document.height), downloadName(title, 'png'));
      setFailure(null);
    } catch {
      setFailure(t('charts.frame.png_failed'));
    }
  };

  const toggle = (next: Exclude<Panel, null>) => setPanel((current) => (current === next ? null : next));
  const actionClass =
    'inline-flex items-center rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 aria-expanded:border-brand-700 aria-expanded:bg-brand-50';

  return (
    <figure id={id} aria-labelledby={titleId} className="m-0 scroll-mt-24">
      <figcaption className="mb-3">
        <span id={titleId} className="block font-semibold text-slate-800">
          {title}
        </span>
        {subtitle && <span className="mt-0.5 block text-sm text-slate-600">{subtitle}</span>}
      </figcaption>

      {tableBelow ? (
        <>
          <div ref={drawing}>{children}</div>
          {legend}
          <div className="mt-4">
            <ChartTable title={title} data={data} />
          </div>
        </>
      ) : asTable ? (
        <ChartTable title={title} data={data} />
      ) : (
        <>
          <div ref={drawing}>{children}</div>
          {legend}
          <div className="sr-only">
            <ChartTable title={title} data={data} scroll={false} />
          </div>
        </>
      )}

      <p className="mt-3 text-xs text-slate-600">
        {t('charts.frame.source', { source: source.text, licence: source.licence })}
      </p>

      <div role="toolbar" aria-label={t('charts.frame.actions', { title })} className="mt-3 flex flex-wrap gap-2">
        {!tableBelow && (
          <button type="button" className={actionClass} aria-pressed={asTable} onClick={() => setAsTable((value) => !value)}>
            {t('charts.frame.show_table')}
          </button>
        )}
        {drawable && !asTable && (
          <>
            <button type="button" className={actionClass} onClick={() => void downloadPng()}>
              {t('charts.frame.download_png')}
            </button>
            <button type="button" className={actionClass} onClick={downloadSvg}>
              {t('charts.frame.download_svg')}
            </button>
          </>
        )}
        <button type="button" className={actionClass} onClick={downloadCsv}>
          {t('charts.frame.download_csv')}
        </button>
        <button type="button" className={actionClass} onClick={() => void copy(absolute(viewHref), t('charts.frame.link_copied'))}>
          {t('charts.frame.copy_link')}
        </button>
        {embedHref && (
          <button type="button" className={actionClass} aria-expanded={panel === 'embed'} onClick={() => toggle('embed')}>
            {t('charts.frame.embed')}
          </button>
        )}
        <button type="button" className={actionClass} aria-expanded={panel === 'cite'} onClick={() => toggle('cite')}>
          {t('charts.frame.cite')}
        </button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-emerald-800">
        {notice}
      </p>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}

      {panel === 'embed' && embedHref && <EmbedPanel title={title} embedHref={embedHref} onCopy={copy} />}
      {panel === 'cite' && <CitePanel title={title} viewHref={viewHref} dataset={dataset} onCopy={copy} />}
    </figure>
  );
}

// On a phone a wide table scrolls inside its frame; the minimum widths keep its words from being
// squeezed into one-word lines that make every row many times taller.
const CELL_WIDTH = { first: 'min-w-[12rem]', text: 'min-w-[10rem]', numeric: 'whitespace-nowrap' } as const;

/** The chart's numbers as a table, with the title as its caption. */
export function ChartTable({ title, data, scroll = true }: { title: string; data: ChartData; scroll?: boolean }) {
  const { t } = useTranslation();
  const width = (index: number, numeric: boolean | undefined) => (index === 0 ? CELL_WIDTH.first : numeric ? CELL_WIDTH.numeric : CELL_WIDTH.text);
  const table = (
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('charts.values_table', { title })}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {data.columns.map((column, index) =>
              column.csvOnly ? null : (
              <th key={column.key} scope="col" className={`px-2 py-1.5 font-semibold text-slate-700 ${column.numeric ? 'text-end' : 'text-start'} ${width(index, column.numeric)}`}>
                {column.label}
              </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-b border-slate-100">
              {data.columns.map((column, index) => {
                if (column.csvOnly) return null;
                const value = row[index] ?? null;
                const text = column.format ? column.format(value, row) : value === null ? '–' : String(value);
                return index === 0 ? (
                  <th key={column.key} scope="row" className="px-2 py-1.5 text-start font-normal text-slate-800">
                    <bdi>{text}</bdi>
                  </th>
                ) : (
                  <td key={column.key} className={`px-2 py-1.5 text-slate-800 ${column.numeric ? 'text-end tabular-nums' : 'text-start'} ${width(index, column.numeric)}`}>
                    <bdi>{text}</bdi>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
  );
  // Read by a screen reader only, the table needs no scroller (a clipped one would be an invisible tab stop).
  return scroll ? <TableScroller label={t('charts.values_table', { title })}>{table}</TableScroller> : table;
}

type Copy = (text: string, done: string) => Promise<void>;

/** A read-only text to copy, with its label and button. */
function CopyField({ label, value, rows, onCopy, done, dir = 'ltr' }: { label: string; value: string; rows: number; onCopy: Copy; done: string; dir?: 'ltr' | 'auto' }) {
  const { t } = useTranslation();
  const fieldId = useId();
  return (
    <div>
      <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <textarea
        id={fieldId}
        readOnly
        dir={dir}
        rows={rows}
        value={value}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 w-full rounded-md border border-slate-300 bg-slate-50 p-2 font-mono text-xs text-slate-800"
      />
      <button type="button" className="mt-1 text-sm font-semibold text-brand-700 underline" onClick={() => void onCopy(value, done)}>
        {t('charts.frame.copy', { what: label })}
      </button>
    </div>
  );
}

/** The iframe snippet of the chart's embed address, in the reader's language. */
export function embedSnippet(src: string, title: string): string {
  const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  return `<iframe src="${escape(src)}" title="${escape(title)}" width="100%" height="520" style="border:0" loading="lazy"></iframe>`;
}

function EmbedPanel({ title, embedHref, onCopy }: { title: string; embedHref: string; onCopy: Copy }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const src = new URL(embedHref, window.location.origin);
  src.searchParams.set('lang', language);
  return (
    <div className="mt-2 space-y-2 rounded-lg border border-slate-200 bg-white p-3">
      <p className="text-sm text-slate-600">{t('charts.frame.embed_hint')}</p>
      <CopyField label={t('charts.frame.embed_code')} value={embedSnippet(src.toString(), title)} rows={3} onCopy={onCopy} done={t('charts.frame.embed_copied')} />
    </div>
  );
}

function CitePanel({ title, viewHref, dataset, onCopy }: { title: string; viewHref: string; dataset: { title: string; href: string }; onCopy: Copy }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const accessed = new Date();
  const words = { kind: t('charts.cite.data_set'), retrieved: (date: string, url: string) => t('charts.cite.retrieved', { date, url }) };
  const cite = (what: string, href: string): CitationSource => ({ author: HUB_AUTHOR, year: accessed.getUTCFullYear(), title: what, url: absolute(href), accessed });
  const view = cite(title, viewHref);
  const data = cite(dataset.title, dataset.href);
  const done = t('charts.frame.citation_copied');
  return (
    <div className="mt-2 space-y-3 rounded-lg border border-slate-200 bg-white p-3">
      <CopyField label={t('charts.cite.view_apa')} value={apaCitation(view, words, language)} rows={3} onCopy={onCopy} done={done} dir="auto" />
      <CopyField label={t('charts.cite.view_bibtex')} value={bibtexCitation(view)} rows={8} onCopy={onCopy} done={done} />
      <CopyField label={t('charts.cite.dataset_apa')} value={apaCitation(data, words, language)} rows={3} onCopy={onCopy} done={done} dir="auto" />
      <CopyField label={t('charts.cite.dataset_bibtex')} value={bibtexCitation(data)} rows={8} onCopy={onCopy} done={done} />
    </div>
  );
}
