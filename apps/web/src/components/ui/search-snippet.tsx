// A search result's passage with the words that matched the term marked (the site search's answer
// splits it into parts, so no HTML from the server is ever rendered).
import type { SnippetPart } from '@wefe/contract';

/** The passage; its own direction, so an Arabic passage reads right to left on an English page and back. */
export function SearchSnippet({ parts, className = '' }: { parts: readonly SnippetPart[]; className?: string }) {
  if (parts.length === 0) return null;
  return (
    <p dir="auto" className={className}>
      {parts.map((part, index) =>
        part.hit ? (
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-slate-900">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
