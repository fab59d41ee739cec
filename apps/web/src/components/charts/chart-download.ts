// What a chart's downloads hold: its data as CSV (the rows it shows, with their source and licence), and
// its drawing as a stand-alone SVG or PNG file with the title above and the source line below, so a
// copy pasted into a report still says what it shows and where it comes from.
import { csvLine } from '@wefe/contract';
import type { ReactNode } from 'react';

/** A cell of a chart's data: what the CSV holds as is, and the table shows through its column's format. */
export type CellValue = string | number | null;

export interface ChartColumn {
  /** The CSV header: a stable name, the same in every language. */
  key: string;
  /** The table's header, in the reader's language. */
  label: string;
  /** How the table shows a value (numbers in the reader's language, a link); the CSV keeps the value as is. */
  format?: (value: CellValue, row: readonly CellValue[]) => ReactNode;
  /** Right-aligned (end-aligned) figures. */
  numeric?: boolean;
  /** In the CSV only: the table shows it through another column (a source's link). */
  csvOnly?: boolean;
}

/** The numbers behind a chart: one row per mark it draws. */
export interface ChartData {
  columns: readonly ChartColumn[];
  rows: readonly (readonly CellValue[])[];
}

/** Where the numbers come from and on what terms, written into every download. */
export interface ChartSource {
  /** 'WEFE Nexus Hub, WEFE Nexus Index (method 2026-11); data: …'. */
  text: string;
  licence: string;
  /** Absolute address of the view. */
  url: string;
}

/** The chart's data as CSV: its columns, then the source, licence and address on every row. A BOM lets spreadsheets read UTF-8. */
export function chartCsv(data: ChartData, source: ChartSource): string {
  const header = [...data.columns.map((column) => column.key), 'source', 'licence', 'url'];
  const rows = data.rows.map((row) => [...row.map((cell) => (cell === null ? '' : String(cell))), source.text, source.licence, source.url]);
  return `\uFEFF${[header, ...rows].map(csvLine).join('\r\n')}\r\n`;
}

/** A file name from a title: its lower-case words, in any script, joined by hyphens, or 'chart'. */
export function downloadName(title: string, extension: string): string {
  // Latin accents and Arabic short vowels go; the hamza stays, as it is part of the letter (أ, ؤ, ئ).
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u0652]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'chart'}.${extension}`;
}

// The painted properties an SVG file needs once the page's style sheets are not there.
const PAINTED = ['fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-dasharray', 'stroke-opacity', 'opacity', 'font-size', 'font-weight', 'font-family'] as const;

function inlineStyles(original: Element, copy: Element): void {
  const computed = window.getComputedStyle(original);
  const style = PAINTED.map((name) => `${name}:${computed.getPropertyValue(name)}`)
    .filter((declaration) => !declaration.endsWith(':'))
    .join(';');
  if (style) copy.setAttribute('style', `${copy.getAttribute('style') ?? ''};${style}`);
  copy.removeAttribute('class');
  const originals = original.children;
  const copies = copy.children;
  for (let index = 0; index < originals.length; index += 1) inlineStyles(originals[index]!, copies[index]!);
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const HEADER = 36;
const FOOTER = 40;

/** The SVG's size: its viewBox, else its drawn size. */
function svgSize(svg: SVGSVGElement): { x: number; y: number; width: number; height: number } {
  const box = svg.viewBox.baseVal;
  if (box && box.width > 0 && box.height > 0) return { x: box.x, y: box.y, width: box.width, height: box.height };
  const bounds = svg.getBoundingClientRect();
  return { x: 0, y: 0, width: bounds.width || 640, height: bounds.height || 320 };
}

/**
 * The chart as a stand-alone SVG document: its drawing with the page's styles written in, the title
 * above, the source and licence below; the text is laid out in the reader's direction.
 */
export function chartSvgDocument(svg: SVGSVGElement, title: string, source: ChartSource, rtl: boolean): { markup: string; width: number; height: number } {
  const size = svgSize(svg);
  const width = Math.max(size.width, 480);
  const height = size.height + HEADER + FOOTER;
  const drawing = svg.cloneNode(true) as SVGSVGElement;
  inlineStyles(svg, drawing);
  drawing.setAttribute('x', String((width - size.width) / 2));
  drawing.setAttribute('y', String(HEADER));
  drawing.setAttribute('width', String(size.width));
  drawing.setAttribute('height', String(size.height));
  drawing.setAttribute('viewBox', `${size.x} ${size.y} ${size.width} ${size.height}`);
  drawing.removeAttribute('aria-hidden');

  const document = window.document.implementation.createDocument(SVG_NS, 'svg', null);
  // The serializer writes the namespace declaration itself.
  const root = document.documentElement;
  root.setAttribute('width', String(width));
  root.setAttribute('height', String(height));
  root.setAttribute('viewBox', `0 0 ${width} ${height}`);
  root.setAttribute('font-family', 'system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans Arabic", sans-serif');
  const background = document.createElementNS(SVG_NS, 'rect');
  background.setAttribute('width', '100%');
  background.setAttribute('height', '100%');
  background.setAttribute('fill', '#ffffff');
  root.append(background);

  const text = (content: string, y: number, size: number, weight: string, fill: string) => {
    const element = document.createElementNS(SVG_NS, 'text');
    element.setAttribute('x', rtl ? String(width - 8) : '8');
    element.setAttribute('y', String(y));
    element.setAttribute('font-size', String(size));
    element.setAttribute('font-weight', weight);
    element.setAttribute('fill', fill);
    element.setAttribute('direction', rtl ? 'rtl' : 'ltr');
    element.setAttribute('text-anchor', 'start');
    element.textContent = content;
    root.append(element);
  };
  text(title, 22, 15, '700', '#0f172a');
  root.append(document.importNode(drawing, true));
  text(source.text, HEADER + size.height + 16, 10, '400', '#475569');
  text(`${source.licence} · ${source.url}`, HEADER + size.height + 30, 10, '400', '#475569');
  return { markup: new XMLSerializer().serializeToString(document), width, height };
}

/** The SVG document drawn at twice its size into a PNG. */
export async function svgToPng(markup: string, width: number, height: number, scale = 2): Promise<Blob> {
  const image = new Image();
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.scale(scale, scale);
    context.drawImage(image, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}
