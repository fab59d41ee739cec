// A grey line in the place of text that is still loading. It is one line box tall in the font size and
// line height it is given (the real text's), so the text takes exactly its room when it comes.

/** One placeholder line; `className` gives the text's size and line height, and the line's width. */
export function SkeletonLine({ className = '' }: { className?: string }) {
  return (
    <div className={`flex h-lh items-center ${className}`}>
      <div className="h-[0.7em] inline-full rounded bg-slate-200" />
    </div>
  );
}
