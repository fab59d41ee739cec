// The names of the list filters' regions in each language (the web's words for them). They are labels,
// not messages: "Europe" is the same word in English and French, which the message catalogues forbid.
import type { Language, Region } from '@wefe/contract';

export const REGION_NAMES: Record<Region, Record<Language, string>> = {
  Global: { en: 'Global', ar: 'عالمي', fr: 'Monde' },
  MENA: { en: 'MENA', ar: 'الشرق الأوسط وشمال أفريقيا', fr: 'Moyen-Orient et Afrique du Nord' },
  OIC: { en: 'OIC', ar: 'دول منظمة التعاون الإسلامي', fr: 'OCI' },
  Africa: { en: 'Africa', ar: 'أفريقيا', fr: 'Afrique' },
  Asia: { en: 'Asia', ar: 'آسيا', fr: 'Asie' },
  Europe: { en: 'Europe', ar: 'أوروبا', fr: 'Europe' },
};
