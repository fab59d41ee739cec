// Units of measure in the reader's language. The database keeps one unit per indicator, in English, as
// its sources publish it (and staff edit it in the console); the units the hub ships are a small fixed
// vocabulary, translated here once. A unit staff type that is not in it is shown as typed.
import type { Language } from '@wefe/contract';

/** The Arabic and French of every unit in the shipped indicators.csv (a test keeps them in step). */
export const UNIT_TRANSLATIONS: Readonly<Record<string, { ar: string; fr: string }>> = {
  '%': { ar: '%', fr: '%' },
  '% of available freshwater': { ar: '% من موارد المياه العذبة المتاحة', fr: '% de l’eau douce disponible' },
  '% of electricity generation': { ar: '% من توليد الكهرباء', fr: '% de la production d’électricité' },
  '% of forest area': { ar: '% من مساحة الغابات', fr: '% de la superficie forestière' },
  '% of internal resources': { ar: '% من الموارد الداخلية', fr: '% des ressources internes' },
  '% of land area': { ar: '% من مساحة اليابسة', fr: '% de la superficie terrestre' },
  '% of population': { ar: '% من السكان', fr: '% de la population' },
  'g per person per day': { ar: 'غرام للفرد في اليوم', fr: 'g par personne et par jour' },
  'index (0-1)': { ar: 'مؤشر (0-1)', fr: 'indice (0-1)' },
  'kWh per person': { ar: 'كيلوواط ساعة للفرد', fr: 'kWh par personne' },
  'kcal per person per day': { ar: 'سعرة حرارية للفرد في اليوم', fr: 'kcal par personne et par jour' },
  'm3 per person': { ar: 'م³ للفرد', fr: 'm³ par personne' },
  'm3 per person per year': { ar: 'م³ للفرد في السنة', fr: 'm³ par personne et par an' },
  'tonnes CO2 per person': { ar: 'طن من ثاني أكسيد الكربون للفرد', fr: 'tonnes de CO2 par personne' },
  'tonnes per hectare': { ar: 'طن للهكتار', fr: 'tonnes par hectare' },
};

/** `unit` (as stored, in English) in `language`; a unit outside the shipped vocabulary as stored. */
export function localizedUnit(unit: string, language: Language): string {
  if (language === 'en') return unit;
  return UNIT_TRANSLATIONS[unit.trim()]?.[language] ?? unit;
}
