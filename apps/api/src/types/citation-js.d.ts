// The part of citation-js (no types of its own) the publications' citations use.
declare module '@citation-js/core' {
  /** A citation in CSL-JSON, converted to other formats by the loaded plugins. */
  export class Cite {
    /** CSL-JSON records, or a text in a format a loaded plugin reads (BibTeX, RIS). */
    constructor(data: object | object[] | string);
    format(format: 'bibtex' | 'ris', options?: { format?: 'text' }): string;
    format(format: 'bibliography', options: { template: string; lang: string; format: 'text' | 'html' }): string;
  }
}
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
declare module '@citation-js/plugin-csl';
