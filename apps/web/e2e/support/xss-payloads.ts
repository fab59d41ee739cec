// Stored-XSS payloads and the checks that catch one that runs (stored-xss.spec.ts). The payloads are
// drawn from the OWASP XSS Filter Evasion Cheat Sheet and DOMPurify's test payloads; each calls the trap
// `__xss(n)` (n: its index in the list), or alert / confirm / prompt with n, instead of showing a box.
// A page is checked twice: the trap (installXssTrap) records any call, and the DOM audit (expectNoXss)
// fails on markup that could run script even where the Content-Security-Policy would block it.
import { expect, type Locator, type Page } from '@playwright/test';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** The payload templates, in the order that gives each its number. */
const TEMPLATES: ReadonlyArray<(n: number) => string> = [
  // Script elements, in every spelling.
  (n) => `<script>__xss(${n})</script>`,
  (n) => `<SCRIPT>__xss(${n})</SCRIPT>`,
  (n) => `<ScRiPt>alert(${n})</sCrIpT>`,
  (n) => `<script>confirm(${n})</script>`,
  (n) => `<script>prompt(${n})</script>`,
  (n) => `<script type="module">__xss(${n})</script>`,
  (n) => `<script src="data:text/javascript,__xss(${n})"></script>`,
  (n) => `<SCRIPT/XSS SRC="data:,__xss(${n})"></SCRIPT>`,
  (n) => `<<SCRIPT>__xss(${n});//\\<</SCRIPT>`,
  (n) => `<scr<script>ipt>__xss(${n})</scr</script>ipt>`,
  (n) => `<IMG """><SCRIPT>__xss(${n})</SCRIPT>">`,
  // Breaking out of the element or attribute the text lands in.
  (n) => `</script><script>__xss(${n})</script>`,
  (n) => `</title><img src=x onerror=__xss(${n})>`,
  (n) => `</textarea><img src=x onerror=__xss(${n})>`,
  (n) => `</style><img src=x onerror=__xss(${n})>`,
  (n) => `"><img src=x onerror=__xss(${n})>`,
  (n) => `'><svg onload=__xss(${n})>`,
  (n) => `" autofocus onfocus="__xss(${n})" x="`,
  (n) => `' onmouseover='__xss(${n})' x='`,
  (n) => `--><img src=x onerror=__xss(${n})><!--`,
  (n) => `]]><img src=x onerror=__xss(${n})>`,
  (n) => `'-__xss(${n})-'`,
  (n) => `\\"-__xss(${n})}//`,
  // Event handlers on img, svg, body, details, video, audio and form controls.
  (n) => `<img src=x onerror=__xss(${n})>`,
  (n) => `<img src="x" onerror="alert(${n})">`,
  (n) => `<img src=x onerror=confirm(${n})>`,
  (n) => `<IMG SRC=/ onerror="__xss(${n})"></img>`,
  (n) => `<img src=x:alert(alt) onerror=eval(src) alt=${n}>`,
  (n) => `<img src=x onerror	=__xss(${n})>`,
  (n) => `<img src="x\nonerror=__xss(${n})">`,
  (n) => `<svg onload=__xss(${n})>`,
  (n) => `<svg/onload=prompt(${n})>`,
  (n) => `<svg><animate onbegin=__xss(${n}) attributeName=x dur=1s>`,
  (n) => `<body onload=__xss(${n})>`,
  (n) => `<body onpageshow=__xss(${n})>`,
  (n) => `<details open ontoggle=__xss(${n})>`,
  (n) => `<video><source onerror=__xss(${n})></video>`,
  (n) => `<video src=x onerror=__xss(${n})></video>`,
  (n) => `<audio src=x onerror=__xss(${n})>`,
  (n) => `<input autofocus onfocus=__xss(${n})>`,
  (n) => `<select autofocus onfocus=__xss(${n})></select>`,
  (n) => `<marquee onstart=__xss(${n})>x</marquee>`,
  (n) => `<a href="#" onclick="__xss(${n})">click</a>`,
  (n) => `<isindex type=image src=1 onerror=__xss(${n})>`,
  // javascript: and data: addresses in href, src, action and formaction.
  (n) => `<a href="javascript:__xss(${n})">link</a>`,
  (n) => `<a href="JaVaScRiPt:alert(${n})">link</a>`,
  (n) => `<a href="jav&#x09;ascript:__xss(${n})">link</a>`,
  (n) => `<a href="java&#13;script:__xss(${n})">link</a>`,
  (n) => `<a href=" &#14; javascript:__xss(${n})">link</a>`,
  (n) => `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss(${n})">link</a>`,
  (n) => `<a href="javascript&colon;__xss(${n})">link</a>`,
  (n) => `<a href="data:text/html;base64,${base64(`<script>__xss(${n})</script>`)}">link</a>`,
  (n) => `<iframe src="javascript:__xss(${n})"></iframe>`,
  (n) => `<iframe srcdoc="<script>parent.__xss(${n})</script>"></iframe>`,
  (n) => `<iframe srcdoc="&lt;img src=x onerror=parent.__xss(${n})&gt;"></iframe>`,
  (n) => `<object data="javascript:__xss(${n})"></object>`,
  (n) => `<embed src="data:text/html;base64,${base64(`<script>parent.__xss(${n})</script>`)}">`,
  (n) => `<form action="javascript:__xss(${n})"><button>go</button></form>`,
  (n) => `<form><button formaction="javascript:__xss(${n})">go</button></form>`,
  (n) => `<base href="javascript:__xss(${n})//">`,
  (n) => `<meta http-equiv="refresh" content="0;url=javascript:__xss(${n})">`,
  // Namespace confusion (MathML, SVG) and mutation XSS (markup the parser rewrites into script).
  (n) => `<math><a xlink:href="javascript:__xss(${n})">click</a></math>`,
  (n) => `<svg><a xlink:href="javascript:__xss(${n})"><text x="20" y="20">x</text></a></svg>`,
  (n) => `<svg><script>__xss(${n})</script></svg>`,
  (n) => `<svg><script href="data:,__xss(${n})" />`,
  (n) => `<noscript><p title="</noscript><img src=x onerror=__xss(${n})>">`,
  (n) => `<svg></p><style><a id="</style><img src=x onerror=__xss(${n})>">`,
  (n) => `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=x onerror=__xss(${n})&gt;">`,
  (n) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=__xss(${n})>`,
  (n) => `<svg><style><img src=x onerror=__xss(${n})></style></svg>`,
  (n) => `<math><style><img src=x onerror=__xss(${n})></style></math>`,
  (n) => `<svg><foreignObject><img src=x onerror=__xss(${n})></foreignObject></svg>`,
  (n) => `<xmp><p title="</xmp><img src=x onerror=__xss(${n})>">`,
  (n) => `<noembed><img title="</noembed><img src=x onerror=__xss(${n})>"></noembed>`,
  (n) => `<textarea><img title="</textarea><img src=x onerror=__xss(${n})>">`,
  (n) => `<template><img src=x onerror=__xss(${n})></template>`,
  (n) => `<!--<img src="--><img src=x onerror=__xss(${n})//">`,
  // Styles with expression() and url(javascript:).
  (n) => `<style>@import "javascript:__xss(${n})";</style>`,
  (n) => `<div style="background:url(javascript:__xss(${n}))">x</div>`,
  (n) => `<div style="width:expression(__xss(${n}))">x</div>`,
  (n) => `<STYLE>li{list-style-image:url("javascript:__xss(${n})")}</STYLE><UL><LI>x</LI></UL>`,
  // Encoded and obfuscated forms: entities, escapes, computed names.
  (n) => `&lt;img src=x onerror=__xss(${n})&gt;`,
  (n) => `&#60;img src&#61;x onerror&#61;__xss(${n})&#62;`,
  (n) => `%3Cscript%3E__xss(${n})%3C%2Fscript%3E`,
  (n) => `\\u003cimg src=x onerror=__xss(${n})\\u003e`,
  (n) => `<img src=x onerror="&#95;&#95;xss(${n})">`,
  (n) => `<img src=x onerror=eval(atob('${base64(`__xss(${n})`)}'))>`,
  (n) => `<img src=x onerror=window['__x'+'ss'](${n})>`,
  (n) => `<img src=x onerror=top[/__xss/.source](${n})>`,
  (n) => `<svg onload=__xss&#40;${n}&#41;>`,
  (n) => `<img src=x onerror=\\u005f\\u005fxss(${n})>`,
  (n) => `<img src=x onerror=alert(${n})//`,
  (n) => `javascript:__xss(${n})`,
  (n) => `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+__xss(${n})//'>`,
  // Template languages: literals and the Angular sandbox escape.
  (n) => `\${__xss(${n})}`,
  (n) => `\`\${__xss(${n})}\``,
  (n) => `{{constructor.constructor('__xss(${n})')()}}`,
  (n) => `{{$on.constructor('__xss(${n})')()}}`,
  (n) => `#{__xss(${n})}`,
];

/** Every payload; the number in each is its index here. */
export const XSS_PAYLOADS: readonly string[] = TEMPLATES.map((template, n) => template(n));

/**
 * Addresses that a link field must refuse (the contract allows http and https only); each calls the
 * trap. Their numbers follow the payloads'.
 */
export const SCRIPT_URLS: readonly string[] = [
  (n: number) => `javascript:__xss(${n})`,
  (n: number) => `JaVaScRiPt:__xss(${n})`,
  (n: number) => ` javascript:__xss(${n})`,
  (n: number) => `java\tscript:__xss(${n})`,
  (n: number) => `javascript://example.org/%0a__xss(${n})`,
  (n: number) => `vbscript:__xss(${n})`,
  (n: number) => `data:text/html,<script>__xss(${n})</script>`,
  (n: number) => `data:text/html;base64,${base64(`<script>__xss(${n})</script>`)}`,
  (n: number) => `//example.org/"><img src=x onerror=__xss(${n})>`,
].map((template, index) => template(XSS_PAYLOADS.length + index));

/** http(s) addresses a link field accepts that still carry markup, to be shown escaped. */
export const MARKUP_URLS: readonly string[] = [
  (n: number) => `https://example.org/"><img src=x onerror=__xss(${n})>`,
  (n: number) => `https://example.org/?q=</script><script>__xss(${n})</script>`,
  (n: number) => `https://example.org/#' onmouseover='__xss(${n})`,
].map((template, index) => template(XSS_PAYLOADS.length + SCRIPT_URLS.length + index));

/**
 * Deals payloads out to fields, least recently dealt first, so that the fields of several items
 * between them carry every payload ("spread over several items" for fields with length limits). A
 * field skips payloads it would refuse (`accepts`); those stay first in line for the next field.
 */
export class PayloadDealer {
  private readonly line: number[];
  private readonly dealt = new Set<number>();

  constructor(private readonly payloads: readonly string[] = XSS_PAYLOADS) {
    this.line = payloads.map((_payload, index) => index);
  }

  private take(room: number, accepts: (text: string) => boolean, except: ReadonlySet<number>): number | undefined {
    const at = this.line.findIndex((index) => !except.has(index) && this.payloads[index]!.length <= room && accepts(this.payloads[index]!));
    if (at < 0) return undefined;
    const [index] = this.line.splice(at, 1);
    this.line.push(index!);
    this.dealt.add(index!);
    return index;
  }

  /** As many payloads as fit in `max` characters after `prefix`, joined by `separator`; at least one. */
  text(max: number, { prefix = '', separator = ' ', accepts = () => true }: { prefix?: string; separator?: string; accepts?: (text: string) => boolean } = {}): string {
    let value = prefix;
    const used = new Set<number>();
    for (;;) {
      const joiner = value === '' ? '' : separator;
      const index = this.take(max - value.length - joiner.length, accepts, used);
      if (index === undefined) break;
      used.add(index);
      value += joiner + this.payloads[index]!;
    }
    if (used.size === 0) throw new Error(`no payload fits a field of ${max} characters after “${prefix}”`);
    return value;
  }

  /** `count` different payloads of at most `max` characters each, one per entry of a list field. */
  list(count: number, max: number, accepts: (text: string) => boolean = () => true): string[] {
    const used = new Set<number>();
    const entries: string[] = [];
    while (entries.length < count) {
      const index = this.take(max, accepts, used);
      if (index === undefined) break;
      used.add(index);
      entries.push(this.payloads[index]!);
    }
    return entries;
  }

  /** The payloads no field has carried yet. */
  missing(): string[] {
    return this.payloads.filter((_payload, index) => !this.dealt.has(index));
  }
}

/** What the trap caught on a page: calls of __xss, alert, confirm, prompt or print, and dialogs. */
export interface XssTrap {
  calls: string[];
}

/**
 * Installs the trap before any of the page's scripts, in the page and in every frame it opens:
 * `__xss`, `alert`, `confirm`, `prompt` and `print` report their calls to the test instead of running.
 * A dialog that still opens (a payload reaching another window's alert) is recorded and dismissed.
 */
export async function installXssTrap(page: Page): Promise<XssTrap> {
  const trap: XssTrap = { calls: [] };
  await page.exposeBinding('__xssReport', ({ frame }, call: string) => {
    trap.calls.push(`${call} in ${frame.url()}`);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __xssReport: (call: string) => Promise<void> }).__xssReport;
    const trapped = (name: string) =>
      function (...args: unknown[]) {
        void report(`${name}(${args.map(String).join(', ')})`);
        return name === 'confirm' ? false : name === 'prompt' ? null : undefined;
      };
    for (const name of ['__xss', 'alert', 'confirm', 'prompt', 'print']) {
      Object.defineProperty(window, name, { value: trapped(name), writable: false, configurable: false });
    }
  });
  page.on('dialog', (dialog) => {
    trap.calls.push(`dialog ${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return trap;
}

/**
 * What could run script in the page: event-handler attributes, script and data addresses where they
 * would be followed or loaded, srcdoc, script-bearing styles, and elements that embed or run content
 * (any script but the app's own bundle and its server-state data block). Runs in the page.
 */
function auditDocument(): string[] {
  const problems: string[] = [];
  const name = (element: Element) => `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}>`;
  // Browsers ignore control characters and spaces inside a scheme: `java\tscript:` is javascript:.
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const compact = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g, '').toLowerCase();
  const URL_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'srcset', 'action', 'formaction', 'data', 'poster', 'background', 'lowsrc', 'dynsrc', 'ping', 'codebase', 'cite', 'longdesc', 'manifest']);
  const IMAGE_SOURCES = new Set(['IMG', 'SOURCE', 'image']);
  for (const element of Array.from(document.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const attributeName = attribute.name.toLowerCase();
      const value = compact(attribute.value);
      if (attributeName.startsWith('on')) problems.push(`${name(element)} has an event handler: ${attribute.name}="${attribute.value}"`);
      else if (attributeName === 'srcdoc') problems.push(`${name(element)} has srcdoc="${attribute.value}"`);
      else if (attributeName === 'style' && /expression\(|javascript:|vbscript:|behavior:|-moz-binding/.test(value)) problems.push(`${name(element)} has a script style: ${attribute.value}`);
      else if (URL_ATTRIBUTES.has(attributeName)) {
        if (/^(javascript|vbscript|livescript):/.test(value)) problems.push(`${name(element)} has ${attribute.name}="${attribute.value}"`);
        else if (value.startsWith('data:') && !(IMAGE_SOURCES.has(element.tagName) && value.startsWith('data:image/')))
          problems.push(`${name(element)} has a data address: ${attribute.name}="${attribute.value}"`);
      }
    }
  }
  const embedding = 'iframe, frame, frameset, object, embed, applet, portal, base, isindex, meta[http-equiv]';
  for (const element of Array.from(document.querySelectorAll(embedding))) problems.push(`${name(element)} embeds content: ${element.outerHTML.slice(0, 200)}`);
  for (const script of Array.from(document.querySelectorAll('script'))) {
    const own = script.getAttribute('type') === 'module' && script.namespaceURI === 'http://www.w3.org/1999/xhtml' && new URL(script.src || 'about:blank', location.href).origin === location.origin && /^\/assets\//.test(new URL(script.src || 'about:blank', location.href).pathname);
    const state = script.id === 'server-state' && script.getAttribute('type') === 'application/json' && script.parentElement === document.body;
    // Structured data (JSON-LD, issue 30): a data block browsers never run, so long as it is one whole
    // JSON value (a payload that closed it early would leave broken JSON and markup after it).
    let structuredData = false;
    if (script.getAttribute('type') === 'application/ld+json' && !script.hasAttribute('src') && script.namespaceURI === 'http://www.w3.org/1999/xhtml') {
      try {
        structuredData = typeof JSON.parse(script.textContent ?? '') === 'object';
      } catch {
        structuredData = false;
      }
    }
    if (!own && !state && !structuredData) problems.push(`a script that is not the app's: ${script.outerHTML.slice(0, 200)}`);
  }
  // The app's content never holds these: each would be markup a member or staff member wrote.
  const root = document.getElementById('root');
  for (const element of Array.from(root?.querySelectorAll('style, link, meta, template, noscript, math, svg foreignObject, svg style, svg a, form[action]') ?? [])) {
    problems.push(`markup in the content: ${element.outerHTML.slice(0, 200)}`);
  }
  for (const template of Array.from(document.querySelectorAll('template'))) {
    if (template.id !== 'load-failed' || template.parentElement !== document.body) problems.push(`a template that is not the app's: ${template.outerHTML.slice(0, 200)}`);
  }
  return problems;
}

/** Fails when the page holds markup that could run script (see auditDocument). */
export async function expectCleanDom(page: Page): Promise<void> {
  expect(await page.evaluate(auditDocument), `markup that could run script on ${page.url()}`).toEqual([]);
}

/**
 * Once the page has settled (no request for half a second, so an `onerror` of a broken image would
 * have fired): the trap caught nothing, and the DOM holds nothing that could run script.
 */
export async function expectNoXss(page: Page, trap: XssTrap | undefined): Promise<void> {
  await page.waitForLoadState('networkidle');
  if (trap) expect(trap.calls, `payloads that ran on ${page.url()}`).toEqual([]);
  await expectCleanDom(page);
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Fails unless every one of `texts` is shown in `where` as text (so it was stored, rendered and escaped). */
export async function expectShownAsText(where: Locator, texts: readonly string[]): Promise<void> {
  const shown = normalise((await where.textContent()) ?? '');
  expect(
    texts.filter((text) => !shown.includes(normalise(text))),
    'payloads not shown as text',
  ).toEqual([]);
}
