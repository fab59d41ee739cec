// Class names shared by buttons and button-like links, so both look and focus the same.

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  primary: `${base} bg-brand-700 text-white hover:bg-brand-800`,
  secondary: `${base} border border-brand-700 bg-white text-brand-700 hover:bg-brand-50`,
  onDark: `${base} bg-white text-brand-800 hover:bg-brand-50`,
  ghost: `${base} text-brand-700 hover:bg-brand-50`,
  danger: `${base} bg-red-700 text-white hover:bg-red-800`,
  dangerOutline: `${base} border border-red-700 bg-white text-red-700 hover:bg-red-50`,
  /** A small outlined action on a card ('Edit Story'). */
  cardAction:
    'inline-flex items-center gap-1.5 rounded-lg border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50',
} as const;
