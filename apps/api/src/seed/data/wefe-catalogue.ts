// What the shipped WEFE data needs beyond the CSVs: the pillars, the indicators' Arabic and French names,
// and the legend bands of each indicator's map in its own unit. Sources and licences stay in wefe/*.csv.

/** A pillar with its names, description, icon and two colours (light: access, dark: availability), the web theme's WCAG-checked shades. */
export interface PillarEntry {
  id: number;
  slug: 'water' | 'energy' | 'food' | 'ecosystems';
  sectorSlug: string;
  name_en: string;
  name_ar: string;
  name_fr: string;
  description_en: string;
  description_ar: string;
  description_fr: string;
  image: string;
  colorLight: string;
  colorDark: string;
}

export const pillars: readonly PillarEntry[] = [
  {
    id: 1,
    slug: 'water',
    sectorSlug: 'water',
    name_en: 'Water',
    name_ar: 'المياه',
    name_fr: 'Eau',
    description_en: 'Access to safe drinking water and sanitation, and the freshwater a country renews and withdraws.',
    description_ar: 'الحصول على مياه الشرب المأمونة والصرف الصحي، والمياه العذبة التي يجددها البلد ويسحبها.',
    description_fr: "Accès à l'eau potable et à l'assainissement, et l'eau douce qu'un pays renouvelle et prélève.",
    image: '/images/pillars/water.svg',
    colorLight: '#3a8dd0',
    colorDark: '#1a5a96',
  },
  {
    id: 2,
    slug: 'energy',
    sectorSlug: 'energy',
    name_en: 'Energy',
    name_ar: 'الطاقة',
    name_fr: 'Énergie',
    description_en: 'Access to electricity and clean cooking, and the energy and renewable electricity a country produces.',
    description_ar: 'الحصول على الكهرباء ووسائل الطهي النظيفة، والطاقة والكهرباء المتجددة التي ينتجها البلد.',
    description_fr: "Accès à l'électricité et à une cuisson propre, et l'énergie et l'électricité renouvelable qu'un pays produit.",
    image: '/images/pillars/energy.svg',
    colorLight: '#b7770a',
    colorDark: '#7a4b00',
  },
  {
    id: 3,
    slug: 'food',
    sectorSlug: 'food',
    name_en: 'Food',
    name_ar: 'الغذاء',
    name_fr: 'Alimentation',
    description_en: 'Whether people can obtain and afford enough food, and how much food a country supplies and grows.',
    description_ar: 'قدرة الناس على الحصول على غذاء كافٍ وتحمّل كلفته، وكمية الغذاء التي يوفرها البلد وينتجها.',
    description_fr: 'La capacité des personnes à se procurer une alimentation suffisante et abordable, et ce que le pays fournit et produit.',
    image: '/images/pillars/food.svg',
    colorLight: '#3f8f2a',
    colorDark: '#245c18',
  },
  {
    id: 4,
    slug: 'ecosystems',
    sectorSlug: 'ecosystems',
    name_en: 'Ecosystems',
    name_ar: 'النظم البيئية',
    name_fr: 'Écosystèmes',
    description_en: 'Protection of land, forests and key biodiversity areas, and the state of forests, species and emissions.',
    description_ar: 'حماية الأراضي والغابات والمناطق الرئيسية للتنوع البيولوجي، وحالة الغابات والأنواع والانبعاثات.',
    description_fr: 'Protection des terres, des forêts et des zones clés pour la biodiversité, et état des forêts, des espèces et des émissions.',
    image: '/images/pillars/ecosystems.svg',
    colorLight: '#7d8a2a',
    colorDark: '#4d5616',
  },
];

/** Arabic and French names of each indicator (English names are in wefe/indicators.csv). */
export const indicatorNames: Readonly<Record<string, { ar: string; fr: string }>> = {
  wat_safely_managed_drinking: {
    ar: 'نسبة السكان الذين يستخدمون خدمات مياه شرب مُدارة بأمان',
    fr: "Part de la population utilisant des services d'eau potable gérés en toute sécurité",
  },
  wat_basic_drinking: {
    ar: 'نسبة السكان الذين يستخدمون خدمات مياه الشرب الأساسية على الأقل',
    fr: "Part de la population utilisant au moins des services d'eau potable de base",
  },
  wat_basic_sanitation: {
    ar: 'نسبة السكان الذين يستخدمون خدمات الصرف الصحي الأساسية على الأقل',
    fr: "Part de la population utilisant au moins des services d'assainissement de base",
  },
  wat_water_stress: {
    ar: 'مستوى الإجهاد المائي: سحب المياه العذبة كنسبة من موارد المياه العذبة المتاحة (مؤشر 6.4.2)',
    fr: "Niveau de stress hydrique : prélèvements d'eau douce en proportion des ressources en eau douce disponibles (ODD 6.4.2)",
  },
  wat_renewable_total_pc: {
    ar: 'إجمالي موارد المياه المتجددة للفرد',
    fr: 'Ressources totales en eau renouvelables par habitant',
  },
  wat_renewable_internal_pc: {
    ar: 'موارد المياه العذبة الداخلية المتجددة للفرد',
    fr: 'Ressources internes renouvelables en eau douce par habitant',
  },
  wat_withdrawal_share_internal: {
    ar: 'السحب السنوي للمياه العذبة كنسبة من الموارد الداخلية المتجددة',
    fr: "Prélèvements annuels d'eau douce en part des ressources internes renouvelables",
  },
  en_electricity_access: {
    ar: 'نسبة السكان الذين يحصلون على الكهرباء',
    fr: "Part de la population ayant accès à l'électricité",
  },
  en_clean_cooking: {
    ar: 'نسبة السكان الذين يعتمدون أساسًا على وقود وتقنيات نظيفة للطهي',
    fr: 'Part de la population utilisant principalement des combustibles et technologies propres pour cuisiner',
  },
  en_primary_energy_pc: { ar: 'استهلاك الطاقة الأولية للفرد', fr: "Consommation d'énergie primaire par habitant" },
  en_electricity_gen_pc: { ar: 'توليد الكهرباء للفرد', fr: "Production d'électricité par habitant" },
  en_renewables_share_elec: {
    ar: 'نسبة الكهرباء المولدة من مصادر متجددة',
    fr: "Part de l'électricité produite à partir d'énergies renouvelables",
  },
  fd_undernourishment: {
    ar: 'معدل انتشار نقص التغذية (مؤشر أهداف التنمية المستدامة 2.1.1)',
    fr: 'Prévalence de la sous-alimentation (ODD 2.1.1)',
  },
  fd_food_deficit_depth: { ar: 'عمق العجز الغذائي', fr: 'Ampleur du déficit alimentaire' },
  fd_healthy_diet_unaffordable: {
    ar: 'نسبة السكان غير القادرين على تحمّل كلفة نظام غذائي صحي',
    fr: "Part de la population qui ne peut pas s'offrir une alimentation saine",
  },
  fd_calorie_supply: { ar: 'الإمداد اليومي بالسعرات الحرارية للفرد', fr: 'Apport calorique quotidien par habitant' },
  fd_protein_supply: { ar: 'الإمداد اليومي بالبروتين للفرد', fr: 'Apport quotidien en protéines par habitant' },
  fd_cereal_yield: { ar: 'غلة الحبوب', fr: 'Rendement céréalier' },
  eco_kba_protected: {
    ar: 'متوسط نسبة المناطق البرية الرئيسية للتنوع البيولوجي المشمولة بالمناطق المحمية (مؤشر 15.1.2)',
    fr: 'Part moyenne des zones clés pour la biodiversité terrestres couvertes par des aires protégées (ODD 15.1.2)',
  },
  eco_terrestrial_protected: {
    ar: 'المناطق البرية المحمية كنسبة من مساحة اليابسة',
    fr: 'Aires terrestres protégées en part de la superficie terrestre',
  },
  eco_forest_protected: {
    ar: 'نسبة مساحة الغابات الواقعة ضمن مناطق محمية قانونًا (مؤشر 15.2.1)',
    fr: 'Part de la superficie forestière située dans des aires protégées légalement établies (ODD 15.2.1)',
  },
  eco_forest_cover: { ar: 'نسبة مساحة اليابسة المغطاة بالغابات', fr: 'Part de la superficie terrestre couverte par la forêt' },
  eco_biodiversity_intactness: { ar: 'مؤشر سلامة التنوع البيولوجي', fr: "Indice d'intégrité de la biodiversité" },
  eco_red_list_index: { ar: 'مؤشر القائمة الحمراء (مؤشر 15.5.1)', fr: 'Indice de la Liste rouge (ODD 15.5.1)' },
  eco_co2_per_capita: {
    ar: 'انبعاثات ثاني أكسيد الكربون للفرد (على أساس الإنتاج)',
    fr: 'Émissions de CO2 par habitant (fondées sur la production)',
  },
};

/**
 * Band edges of each indicator's map, in the indicator's unit, chosen from published thresholds where one
 * exists: Falkenmark water-stress levels (500, 1,000, 1,700 m3 per person), SDG 6.4.2 stress levels
 * (25, 50, 75, 100 %), FAO hunger-map classes (2.5, 5, 15, 25 %), the Aichi 17 % and 30x30 targets;
 * otherwise round figures that split the region's range. Five bands from four edges.
 */
export const indicatorBands: Readonly<Record<string, readonly number[]>> = {
  wat_safely_managed_drinking: [25, 50, 75, 90],
  wat_basic_drinking: [50, 75, 90, 99],
  wat_basic_sanitation: [50, 75, 90, 99],
  wat_water_stress: [25, 50, 75, 100],
  wat_renewable_total_pc: [500, 1000, 1700, 10000],
  wat_renewable_internal_pc: [500, 1000, 1700, 10000],
  wat_withdrawal_share_internal: [25, 50, 75, 100],
  en_electricity_access: [50, 75, 90, 99],
  en_clean_cooking: [25, 50, 75, 95],
  en_primary_energy_pc: [5000, 15000, 30000, 60000],
  en_electricity_gen_pc: [1000, 3000, 6000, 12000],
  en_renewables_share_elec: [5, 15, 30, 60],
  fd_undernourishment: [2.5, 5, 15, 25],
  fd_food_deficit_depth: [10, 50, 100, 200],
  fd_healthy_diet_unaffordable: [10, 25, 50, 75],
  fd_calorie_supply: [2200, 2500, 2800, 3100],
  fd_protein_supply: [50, 65, 80, 95],
  fd_cereal_yield: [1, 2, 4, 6],
  eco_kba_protected: [10, 25, 50, 75],
  eco_terrestrial_protected: [5, 10, 17, 30],
  eco_forest_protected: [5, 10, 25, 50],
  eco_forest_cover: [1, 5, 15, 30],
  eco_biodiversity_intactness: [0.6, 0.7, 0.8, 0.9],
  eco_red_list_index: [0.7, 0.8, 0.9, 0.95],
  eco_co2_per_capita: [1, 2.5, 5, 10],
};
