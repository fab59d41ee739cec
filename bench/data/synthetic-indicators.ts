// Indicators added to the real 23 so the benchmark's index has 40, ten per pillar, balanced between
// access and availability. Marked synthetic in every language; values stay within [low, high].
import type { Trilingual } from './words.ts';

/** One synthetic indicator with the range its generated values stay in. */
export interface SyntheticIndicator {
  code: string;
  pillar: 'water' | 'energy' | 'food' | 'ecosystems';
  type: 'access' | 'availability';
  direction: 'higher_is_better' | 'lower_is_better';
  unit: string;
  name: Trilingual;
  low: number;
  high: number;
}

const named = (en: string, ar: string, fr: string): Trilingual => ({
  en: `${en} (synthetic)`,
  ar: `${ar} (بيانات اصطناعية)`,
  fr: `${fr} (données synthétiques)`,
});

/** Where the synthetic indicators say their values come from. */
export const SYNTHETIC_SOURCE = {
  sourceName: 'WEFE Nexus Hub benchmark: synthetic values, not real figures',
  sourceUrl: 'bench/data/synthetic-indicators.ts',
  licence: 'Synthetic test data',
} as const;

/** The 17 synthetic indicators. */
export const SYNTHETIC_INDICATORS: readonly SyntheticIndicator[] = [
  { code: 'bench_wat_piped_rural', pillar: 'water', type: 'access', direction: 'higher_is_better', unit: '%', low: 5, high: 100,
    name: named('Rural population with piped water', 'السكان الريفيون الموصولون بشبكة المياه', 'Population rurale raccordée à l’eau courante') },
  { code: 'bench_wat_handwashing', pillar: 'water', type: 'access', direction: 'higher_is_better', unit: '%', low: 10, high: 100,
    name: named('Households with basic handwashing facilities', 'الأسر التي لديها مرافق أساسية لغسل اليدين', 'Ménages disposant d’installations de lavage des mains') },
  { code: 'bench_wat_dam_capacity_pc', pillar: 'water', type: 'availability', direction: 'higher_is_better', unit: 'm3 per person', low: 0, high: 3000,
    name: named('Dam storage capacity per person', 'سعة تخزين السدود للفرد', 'Capacité de stockage des barrages par habitant') },
  { code: 'bench_wat_groundwater_depletion', pillar: 'water', type: 'availability', direction: 'lower_is_better', unit: 'mm per year', low: 0, high: 80,
    name: named('Groundwater depletion rate', 'معدل استنزاف المياه الجوفية', 'Taux d’épuisement des nappes') },
  { code: 'bench_wat_non_revenue', pillar: 'water', type: 'availability', direction: 'lower_is_better', unit: '% of supply', low: 5, high: 70,
    name: named('Non-revenue water', 'المياه غير المدرة للدخل', 'Eau non facturée') },
  { code: 'bench_en_grid_hours', pillar: 'energy', type: 'access', direction: 'higher_is_better', unit: 'hours per day', low: 4, high: 24,
    name: named('Hours of grid supply per day', 'ساعات التزويد بالكهرباء يومياً', 'Heures d’alimentation du réseau par jour') },
  { code: 'bench_en_offgrid_solar', pillar: 'energy', type: 'access', direction: 'higher_is_better', unit: '%', low: 0, high: 40,
    name: named('Population served by off-grid solar', 'السكان المخدومون بالطاقة الشمسية خارج الشبكة', 'Population desservie par le solaire hors réseau') },
  { code: 'bench_en_spending_share', pillar: 'energy', type: 'access', direction: 'lower_is_better', unit: '% of income', low: 2, high: 25,
    name: named('Household spending on energy', 'إنفاق الأسر على الطاقة', 'Dépenses des ménages en énergie') },
  { code: 'bench_en_capacity_pc', pillar: 'energy', type: 'availability', direction: 'higher_is_better', unit: 'W per person', low: 20, high: 4000,
    name: named('Installed generating capacity per person', 'القدرة المركبة لتوليد الكهرباء للفرد', 'Capacité de production installée par habitant') },
  { code: 'bench_en_import_dependency', pillar: 'energy', type: 'availability', direction: 'lower_is_better', unit: '% of supply', low: 0, high: 100,
    name: named('Energy import dependency', 'الاعتماد على واردات الطاقة', 'Dépendance aux importations d’énergie') },
  { code: 'bench_fd_price_volatility', pillar: 'food', type: 'access', direction: 'lower_is_better', unit: 'index', low: 0, high: 50,
    name: named('Domestic food price volatility', 'تقلب أسعار الغذاء المحلية', 'Volatilité des prix alimentaires') },
  { code: 'bench_fd_stunting', pillar: 'food', type: 'access', direction: 'lower_is_better', unit: '%', low: 2, high: 55,
    name: named('Stunting among children under five', 'التقزم لدى الأطفال دون الخامسة', 'Retard de croissance des enfants de moins de cinq ans') },
  { code: 'bench_fd_irrigated_share', pillar: 'food', type: 'availability', direction: 'higher_is_better', unit: '% of cropland', low: 0, high: 100,
    name: named('Share of cropland irrigated', 'نسبة الأراضي الزراعية المروية', 'Part des terres cultivées irriguées') },
  { code: 'bench_fd_post_harvest_loss', pillar: 'food', type: 'availability', direction: 'lower_is_better', unit: '%', low: 2, high: 30,
    name: named('Food lost after harvest', 'الفاقد الغذائي بعد الحصاد', 'Pertes alimentaires après récolte') },
  { code: 'bench_eco_urban_green', pillar: 'ecosystems', type: 'access', direction: 'higher_is_better', unit: 'm2 per person', low: 1, high: 60,
    name: named('Urban green space per person', 'المساحات الخضراء الحضرية للفرد', 'Espaces verts urbains par habitant') },
  { code: 'bench_eco_unsafe_air', pillar: 'ecosystems', type: 'access', direction: 'lower_is_better', unit: '%', low: 0, high: 100,
    name: named('Population exposed to unsafe PM2.5', 'السكان المعرضون لجسيمات PM2.5 غير الآمنة', 'Population exposée à des PM2,5 dangereuses') },
  { code: 'bench_eco_wetland_extent', pillar: 'ecosystems', type: 'availability', direction: 'higher_is_better', unit: '% of 1970 extent', low: 10, high: 100,
    name: named('Wetland extent remaining', 'المساحة المتبقية من الأراضي الرطبة', 'Étendue restante des zones humides') },
];
