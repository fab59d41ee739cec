// A pillar's icon: its image from the API, or, when there is none or it fails to load, an inline icon
// chosen by the pillar's slug or English name (water, energy, food, ecosystems or sustainability,
// equity). Decorative: the button or heading beside it carries the name.
import { Icon } from '@/components/ui/icons';
import { useState, type ReactNode } from 'react';

export type PillarIconKind = 'water' | 'energy' | 'food' | 'ecosystems' | 'equity' | 'index';

const KIND_WORDS: readonly [PillarIconKind, RegExp][] = [
  ['water', /water/],
  ['energy', /energy/],
  ['food', /food/],
  ['ecosystems', /ecosystem|sustainab|environment|nature/],
  ['equity', /equity/],
];

/** The inline icon for a pillar by slug, then by English name; the index icon when neither says. */
export function pillarIconKind(slug: string, name: string): PillarIconKind {
  for (const text of [slug, name]) {
    const lower = text.toLowerCase();
    const found = KIND_WORDS.find(([, words]) => words.test(lower));
    if (found) return found[0];
  }
  return 'index';
}

const PATHS: Record<PillarIconKind, ReactNode> = {
  water: <path d="M12 3c-3.5 4.6-6 8-6 11a6 6 0 0 0 12 0c0-3-2.5-6.4-6-11Z" />,
  energy: <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" />,
  food: (
    <>
      <path d="M12 21V9" />
      <path d="M12 9c0-3 2-5 5-5 0 3-2 5-5 5Z" />
      <path d="M12 9C12 6 10 4 7 4c0 3 2 5 5 5Z" />
      <path d="M12 15c0-3 2-5 5-5 0 3-2 5-5 5Z" />
      <path d="M12 15c0-3-2-5-5-5 0 3 2 5 5 5Z" />
    </>
  ),
  ecosystems: (
    <>
      <path d="M12 22v-6" />
      <path d="M12 3 6 12h3l-4 5h14l-4-5h3l-6-9Z" />
    </>
  ),
  equity: (
    <>
      <path d="M12 3v18" />
      <path d="M7 21h10" />
      <path d="M4 7h16" />
      <path d="m4 7-2.5 6a3 3 0 0 0 5 0L4 7Z" />
      <path d="m20 7-2.5 6a3 3 0 0 0 5 0L20 7Z" />
    </>
  ),
  index: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3v9l6.4 6.4" />
    </>
  ),
};

/** An inline icon of `kind`. */
export function PillarGlyph({ kind, className = 'size-5' }: { kind: PillarIconKind; className?: string }) {
  return (
    <Icon className={className} data-icon={kind}>
      {PATHS[kind]}
    </Icon>
  );
}

/** The pillar's image, falling back to its inline icon. */
export function PillarIcon({ pillar, className = 'size-5' }: { pillar: { slug: string; name: string; image: string | null }; className?: string }) {
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const image = pillar.image && pillar.image !== failedImage ? pillar.image : null;
  if (!image) return <PillarGlyph kind={pillarIconKind(pillar.slug, pillar.name)} className={className} />;
  return <img src={image} alt="" aria-hidden="true" className={`${className} object-contain`} onError={() => setFailedImage(image)} />;
}
