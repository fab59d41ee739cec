// A partner's logo, or the first letters of its name in capitals when it has none or the logo fails to
// load (spec part 1, section 9: 4 letters on home and about, 3 on the partners page). Decorative: the
// partner's name always follows as text. It fills the frame its page puts it in.
import { partnerInitials } from '@/lib/site/partner-display';
import { CoverImage } from './cover-image';

export interface PartnerLogoProps {
  name: string;
  image: string | null;
  /** How many letters of the name stand in for a missing logo. */
  letters: number;
  /** 'light' (home, about): brand letters on a light gradient; 'bold' (partners page): larger white letters on the brand colour. */
  tone?: 'light' | 'bold';
}

const TONES = {
  light: { image: 'max-h-full max-w-full object-contain p-3', placeholder: undefined, letters: 'text-2xl font-bold tracking-wider' },
  bold: {
    image: 'max-h-full max-w-full object-contain',
    placeholder: 'rounded-xl bg-gradient-to-br from-brand-600 to-brand-800 text-white',
    letters: 'text-3xl font-bold tracking-widest',
  },
} as const;

/** The logo or its letters. */
export function PartnerLogo({ name, image, letters, tone = 'light' }: PartnerLogoProps) {
  const style = TONES[tone];
  return (
    <CoverImage
      src={image}
      className={style.image}
      placeholderClassName={style.placeholder}
      placeholder={
        <span aria-hidden="true" className={style.letters}>
          {partnerInitials(name, letters)}
        </span>
      }
    />
  );
}
