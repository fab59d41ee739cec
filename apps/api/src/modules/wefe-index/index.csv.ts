// CSV writing for the open-data exports of the index and the maps (RFC 4180, safe to open in a spreadsheet).

/** The first line of every export: where the data come from and under which licence. */
export const DATA_ATTRIBUTION =
  '# Source: WEFE Nexus Hub, computed from Our World in Data (CC BY 4.0) and the original producers named per indicator ' +
  '(WHO/UNICEF JMP, World Bank, FAO, Ember/BP/EIA, UN SDG Global Database, IUCN, Global Carbon Project). ' +
  'Licence: CC BY 4.0; cite the hub and the original producers. Method: docs/methodology.md';

/** One CSV line: fields quoted when needed, and cells a spreadsheet would run as a formula made inert. */
export function csvLine(fields: readonly string[]): string {
  return fields
    .map((field) => {
      // A leading =, +, -, @ or tab/CR makes spreadsheets evaluate the cell (CSV injection); numbers stay numbers.
      const safe = /^[=+\-@\t\r]/.test(field) && !/^-?\d+(\.\d+)?$/.test(field) ? `'${field}` : field;
      return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
    })
    .join(',');
}

/** A file name part from free text: lower case letters, digits and dashes. */
export function fileSlug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, '-')
      .replace(/-+/g, '-')
      .slice(0, 60) || 'map'
  );
}
