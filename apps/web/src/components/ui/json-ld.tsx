// Structured data for search engines (schema.org as JSON-LD, issue 30): a data block no browser runs,
// so the CSP's script-src is not involved. `<` is written as \u003c, so no text in it can close the
// element, as the server state's block does (lib/server-state.ts).

/** A JSON-LD block of one schema.org object (or graph). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  // JSON, escaped above: as children React would escape its quotes into entities that JSON parsers do not read.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** A breadcrumb trail: each step's name and absolute address, the page last. */
export function breadcrumbs(steps: ReadonlyArray<{ name: string; url: string }>): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.url })),
  };
}
