// Writing CSV the same way on the server (the open-data exports) and in the browser (a chart's data).

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
