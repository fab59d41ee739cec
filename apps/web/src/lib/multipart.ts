// The multipart bodies of the submission forms (stories, news and events) name lists the Laravel way:
// `sectors[]` for a list of values, `partners[0][organization]` for a list of rows. An edit sends a
// changed list whole; an emptied one as one empty value (or one empty row), which the server reads as
// "clear it" (the contract's form-fields).

/** `name[]` for each value; an empty list as one empty value. */
export function appendList(form: FormData, name: string, list: readonly string[]): void {
  if (list.length === 0) form.append(`${name}[]`, '');
  for (const item of list) form.append(`${name}[]`, item);
}

/** `name[i][field]` for each row and field, in order; no row: one row of empty fields. */
export function appendRows<F extends string>(form: FormData, name: string, rows: readonly Record<F, string>[], fields: readonly F[]): void {
  const sent: readonly Partial<Record<F, string>>[] = rows.length > 0 ? rows : [{}];
  sent.forEach((row, index) => {
    for (const field of fields) form.append(`${name}[${index}][${field}]`, row[field] ?? '');
  });
}

/** True when both lists hold the same values in the same order. */
export function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/** True when both lists of rows hold the same values in the same order. */
export function sameRows<F extends string>(a: readonly Record<F, string>[], b: readonly Record<F, string>[], fields: readonly F[]): boolean {
  return a.length === b.length && a.every((row, index) => fields.every((field) => row[field] === b[index]?.[field]));
}
