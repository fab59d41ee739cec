// Number formatters kept per language and options: building an Intl.NumberFormat costs far more than
// formatting with one, and a ranking table or a counting figure formats hundreds of values.

const formatters = new Map<string, Intl.NumberFormat>();

/** The shared `Intl.NumberFormat` for `language` and `options`, built on first use. */
export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.NumberFormat(language, options)));
  return formatter;
}
