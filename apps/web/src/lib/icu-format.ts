// ICU MessageFormat for the catalogues (lib/translator.ts formats every text through it): arguments
// (`{name}`), `plural` (with `=N`, `offset:` and `#`), `selectordinal` and `select`, and ICU's
// apostrophe quoting. For string and number values it formats exactly as intl-messageformat does, which
// icu-format.test.ts checks on every catalogue message; it is a twentieth of its size, so the first
// page no longer downloads a full ICU parser (docs/decisions/021-first-paint-javascript.md).
// Number, date and time arguments are not supported: a catalogue using one fails that test.

type ChoiceType = 'plural' | 'selectordinal' | 'select';

interface Argument {
  kind: 'argument';
  name: string;
}

interface Choice {
  kind: ChoiceType;
  name: string;
  offset: number;
  options: Readonly<Record<string, Message>>;
}

interface Pound {
  kind: 'pound';
}

type Message = readonly (string | Argument | Choice | Pound)[];

// The characters intl-messageformat's parser skips as white space, and what it reads as a name.
const SPACE = /[\t-\r \u0085\u200E\u200F\u2028\u2029]*/y;
const IDENTIFIER = /[^\p{White_Space}\p{Pattern_Syntax}]*/uy;
const INTEGER = /[+-]?[0-9]+/y;
const QUOTABLE = new Set(['{', '}', '<', '>']);

/** Parses an ICU message; throws a SyntaxError on anything it does not support. */
export function parseMessage(source: string): Message {
  let at = 0;
  const fail = (): never => {
    throw new SyntaxError(`Unsupported ICU message at ${at}: ${source}`);
  };
  const read = (pattern: RegExp): string => {
    pattern.lastIndex = at;
    const match = pattern.exec(source)?.[0] ?? '';
    at += match.length;
    return match;
  };
  const expect = (char: string): void => {
    if (source[at] !== char) fail();
    at += 1;
  };

  // Text after an apostrophe that starts a quotation, up to the closing one ('' inside is one ').
  const quoted = (): string => {
    let text = source[at + 1] ?? '';
    at += 2;
    while (at < source.length) {
      if (source[at] === "'" && source[at + 1] !== "'") {
        at += 1;
        break;
      }
      text += source[at];
      at += source[at] === "'" ? 2 : 1;
    }
    return text;
  };

  const message = (depth: number, parent?: ChoiceType): Message => {
    const parts: (string | Argument | Choice | Pound)[] = [];
    const inPlural = parent === 'plural' || parent === 'selectordinal';
    let text = '';
    const flush = () => {
      if (text !== '') parts.push(text);
      text = '';
    };
    while (at < source.length) {
      const char = source[at];
      const next = source[at + 1] ?? '';
      if (char === '}' && depth > 0) break;
      if (char === '{') {
        flush();
        parts.push(argument(depth));
      } else if (char === '#' && inPlural) {
        flush();
        parts.push({ kind: 'pound' });
        at += 1;
      } else if (char === "'" && next === "'") {
        text += "'";
        at += 2;
      } else if (char === "'" && (QUOTABLE.has(next) || (next === '#' && inPlural))) {
        text += quoted();
      } else {
        text += char;
        at += 1;
      }
    }
    flush();
    return parts;
  };

  const choiceOptions = (depth: number, kind: ChoiceType, first: string): Record<string, Message> => {
    const options: Record<string, Message> = {};
    for (let selector = first; ; selector = read(IDENTIFIER)) {
      if (selector === '' && kind !== 'select' && source[at] === '=') {
        const start = at;
        at += 1;
        if (read(INTEGER) === '') fail();
        selector = source.slice(start, at);
      }
      if (selector === '') break;
      if (Object.hasOwn(options, selector)) fail();
      read(SPACE);
      expect('{');
      options[selector] = message(depth + 1, kind);
      expect('}');
      read(SPACE);
    }
    if (!Object.hasOwn(options, 'other')) fail();
    return options;
  };

  const argument = (depth: number): Argument | Choice => {
    at += 1;
    read(SPACE);
    const name = read(IDENTIFIER);
    if (name === '') fail();
    read(SPACE);
    if (source[at] === '}') {
      at += 1;
      return { kind: 'argument', name };
    }
    expect(',');
    read(SPACE);
    const kind = read(IDENTIFIER);
    if (kind !== 'plural' && kind !== 'selectordinal' && kind !== 'select') return fail();
    read(SPACE);
    expect(',');
    read(SPACE);
    let selector = read(IDENTIFIER);
    let offset = 0;
    if (kind !== 'select' && selector === 'offset') {
      expect(':');
      read(SPACE);
      offset = Number(read(INTEGER) || fail());
      read(SPACE);
      selector = read(IDENTIFIER);
    }
    const options = choiceOptions(depth, kind, selector);
    expect('}');
    return { kind, name, offset, options };
  };

  return message(0);
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}

function pluralRule(locale: string, type: Intl.PluralRuleType): Intl.PluralRules {
  const key = `${locale}:${type}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type })));
  return rules;
}

function ownOption(options: Readonly<Record<string, Message>>, key: string): Message | undefined {
  return Object.hasOwn(options, key) ? options[key] : undefined;
}

function choose(choice: Choice, value: unknown, locale: string): Message {
  if (choice.kind === 'select') return ownOption(choice.options, String(value)) ?? choice.options.other ?? [];
  const exact = ownOption(choice.options, `=${String(value)}`);
  if (exact) return exact;
  const rule = pluralRule(locale, choice.kind === 'plural' ? 'cardinal' : 'ordinal').select(Number(value) - choice.offset);
  return ownOption(choice.options, rule) ?? choice.options.other ?? [];
}

function argumentText(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') return String(value);
  return value ? String(value) : '';
}

/** Formats a parsed message; throws when a value it names is missing, as intl-messageformat does. */
export function formatParsed(message: Message, locale: string, values: Readonly<Record<string, unknown>>, pluralValue?: number): string {
  let text = '';
  for (const part of message) {
    if (typeof part === 'string') text += part;
    else if (part.kind === 'pound') text += pluralValue === undefined ? '' : numberFormat(locale).format(pluralValue);
    else if (!(part.name in values)) throw new Error(`The message needs a value for '${part.name}'.`);
    else if (part.kind === 'argument') text += argumentText(values[part.name]);
    else {
      const value = values[part.name];
      const count = part.kind === 'select' ? undefined : Number(value) - part.offset;
      text += formatParsed(choose(part, value, locale), locale, values, count);
    }
  }
  return text;
}

const parsedMessages = new Map<string, Message>();

/** Formats an ICU message in a locale with the given values. */
export function formatMessage(source: string, locale: string, values: Readonly<Record<string, unknown>> = {}): string {
  let parsed = parsedMessages.get(source);
  if (!parsed) parsedMessages.set(source, (parsed = parseMessage(source)));
  return formatParsed(parsed, locale, values);
}
