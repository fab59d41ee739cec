// The hub's fixed reference lists. Ids are stable: rows elsewhere point at them, so an entry is never
// renumbered or reused; a new entry takes the next free id. English names are the spec's; the Arabic and
// French were written by the project (see SOURCES.md).

/** One entry of a reference list, named in the hub's three languages. */
export interface ReferenceEntry {
  readonly id: number;
  readonly slug: string;
  readonly name_en: string;
  readonly name_ar: string;
  readonly name_fr: string;
}

/** A sector: a reference entry grouped by `type`, with a short description in three languages. */
export interface SectorEntry extends ReferenceEntry {
  readonly type: 'interactive-maps';
  readonly description_en: string;
  readonly description_ar: string;
  readonly description_fr: string;
}

/** Kinds of organization a user or entity belongs to; slugs are the entity form's entityType values. */
export const organizationTypes = [
  { id: 1, slug: 'government', name_en: 'Government', name_ar: 'جهة حكومية', name_fr: 'Gouvernement' },
  {
    id: 2,
    slug: 'ngo',
    name_en: 'Non-governmental organization (NGO)',
    name_ar: 'منظمة غير حكومية',
    name_fr: 'Organisation non gouvernementale (ONG)',
  },
  { id: 3, slug: 'private', name_en: 'Private sector', name_ar: 'القطاع الخاص', name_fr: 'Secteur privé' },
  {
    id: 4,
    slug: 'academic',
    name_en: 'Academic and research',
    name_ar: 'الأوساط الأكاديمية والبحثية',
    name_fr: 'Milieu universitaire et recherche',
  },
  {
    id: 5,
    slug: 'international',
    name_en: 'International organization',
    name_ar: 'منظمة دولية',
    name_fr: 'Organisation internationale',
  },
  { id: 6, slug: 'other', name_en: 'Other', name_ar: 'أخرى', name_fr: 'Autre' },
] as const satisfies readonly ReferenceEntry[];

/** Highest education levels a member can state, lowest first. */
export const educationLevels = [
  { id: 1, slug: 'high-school', name_en: 'High School', name_ar: 'التعليم الثانوي', name_fr: 'Enseignement secondaire' },
  { id: 2, slug: 'bachelor', name_en: "Bachelor's", name_ar: 'بكالوريوس', name_fr: 'Licence' },
  { id: 3, slug: 'master', name_en: "Master's", name_ar: 'ماجستير', name_fr: 'Master' },
  { id: 4, slug: 'doctorate', name_en: 'PhD/Doctorate', name_ar: 'دكتوراه', name_fr: 'Doctorat' },
] as const satisfies readonly ReferenceEntry[];

/** Kinds of news-and-events post; ids fixed by the spec. */
export const postTypes = [
  { id: 1, slug: 'news', name_en: 'News', name_ar: 'خبر', name_fr: 'Actualité' },
  { id: 2, slug: 'event', name_en: 'Event', name_ar: 'فعالية', name_fr: 'Événement' },
  { id: 3, slug: 'announcement', name_en: 'Announcement', name_ar: 'إعلان', name_fr: 'Annonce' },
] as const satisfies readonly ReferenceEntry[];

/** How sustainable a story's or post's initiative is; ids fixed by the spec. */
export const sustainabilityStatuses = [
  { id: 1, slug: 'sustainable', name_en: 'Sustainable', name_ar: 'مستدام', name_fr: 'Durable' },
  {
    id: 2,
    slug: 'partially-sustainable',
    name_en: 'Partially Sustainable',
    name_ar: 'مستدام جزئيًا',
    name_fr: 'Partiellement durable',
  },
  {
    id: 3,
    slug: 'under-development',
    name_en: 'Under Development',
    name_ar: 'قيد التطوير',
    name_fr: 'En cours de développement',
  },
] as const satisfies readonly ReferenceEntry[];

/** Kinds of publication in the library, in the spec's order. */
export const publicationTypes = [
  { id: 1, slug: 'report', name_en: 'Report', name_ar: 'تقرير', name_fr: 'Rapport' },
  { id: 2, slug: 'brief', name_en: 'Brief', name_ar: 'موجز', name_fr: 'Note de synthèse' },
  { id: 3, slug: 'policy-note', name_en: 'Policy Note', name_ar: 'مذكرة سياساتية', name_fr: 'Note de politique' },
  { id: 4, slug: 'dataset', name_en: 'Dataset', name_ar: 'مجموعة بيانات', name_fr: 'Jeu de données' },
  { id: 5, slug: 'research-paper', name_en: 'Research Paper', name_ar: 'ورقة بحثية', name_fr: 'Document de recherche' },
  {
    id: 6,
    slug: 'journal-article',
    name_en: 'Journal Article',
    name_ar: 'مقال في مجلة علمية',
    name_fr: 'Article de revue scientifique',
  },
  { id: 7, slug: 'book', name_en: 'Book', name_ar: 'كتاب', name_fr: 'Livre' },
  {
    id: 8,
    slug: 'conference-paper',
    name_en: 'Conference Paper',
    name_ar: 'ورقة مؤتمر',
    name_fr: 'Communication de conférence',
  },
] as const satisfies readonly ReferenceEntry[];

/** The four WEFE sectors; `type` files them under the interactive maps. */
export const sectors = [
  {
    id: 1,
    slug: 'water',
    type: 'interactive-maps',
    name_en: 'Water',
    name_ar: 'المياه',
    name_fr: 'Eau',
    description_en: 'Water availability, access and use across the region.',
    description_ar: 'توافر المياه وإمكانية الحصول عليها واستخدامها في المنطقة.',
    description_fr: "Disponibilité, accès et usages de l'eau dans la région.",
  },
  {
    id: 2,
    slug: 'energy',
    type: 'interactive-maps',
    name_en: 'Energy',
    name_ar: 'الطاقة',
    name_fr: 'Énergie',
    description_en: 'Energy supply, access to electricity and the shift to renewables.',
    description_ar: 'إمدادات الطاقة والحصول على الكهرباء والتحول إلى مصادر الطاقة المتجددة.',
    description_fr: "Approvisionnement énergétique, accès à l'électricité et transition vers les énergies renouvelables.",
  },
  {
    id: 3,
    slug: 'food',
    type: 'interactive-maps',
    name_en: 'Food',
    name_ar: 'الغذاء',
    name_fr: 'Alimentation',
    description_en: 'Food production, supply and food security.',
    description_ar: 'إنتاج الغذاء وإمداداته والأمن الغذائي.',
    description_fr: 'Production et approvisionnement alimentaires, et sécurité alimentaire.',
  },
  {
    id: 4,
    slug: 'ecosystems',
    type: 'interactive-maps',
    name_en: 'Ecosystems',
    name_ar: 'النظم البيئية',
    name_fr: 'Écosystèmes',
    description_en: 'Land, forests, biodiversity and protected areas.',
    description_ar: 'الأراضي والغابات والتنوع البيولوجي والمناطق المحمية.',
    description_fr: 'Terres, forêts, biodiversité et aires protégées.',
  },
] as const satisfies readonly SectorEntry[];

/** Kinds of institution that partner on events. */
export const institutionCategories = [
  { id: 1, slug: 'government-agency', name_en: 'Government agency', name_ar: 'جهة حكومية', name_fr: 'Organisme public' },
  {
    id: 2,
    slug: 'academic-research',
    name_en: 'Academic or research institution',
    name_ar: 'مؤسسة أكاديمية أو بحثية',
    name_fr: 'Établissement universitaire ou de recherche',
  },
  {
    id: 3,
    slug: 'ngo-civil-society',
    name_en: 'NGO or civil society',
    name_ar: 'منظمة غير حكومية أو مجتمع مدني',
    name_fr: 'ONG ou société civile',
  },
  { id: 4, slug: 'private-company', name_en: 'Private company', name_ar: 'شركة خاصة', name_fr: 'Entreprise privée' },
  {
    id: 5,
    slug: 'international-organization',
    name_en: 'International organization',
    name_ar: 'منظمة دولية',
    name_fr: 'Organisation internationale',
  },
  {
    id: 6,
    slug: 'donor-funding-agency',
    name_en: 'Donor or funding agency',
    name_ar: 'جهة مانحة أو ممولة',
    name_fr: 'Bailleur de fonds ou organisme de financement',
  },
  { id: 7, slug: 'other', name_en: 'Other', name_ar: 'أخرى', name_fr: 'Autre' },
] as const satisfies readonly ReferenceEntry[];

/** Every list above by name, so seeding and tests can walk them all. */
export const referenceLists = {
  organizationTypes,
  educationLevels,
  postTypes,
  sustainabilityStatuses,
  publicationTypes,
  sectors,
  institutionCategories,
} as const satisfies Record<string, readonly ReferenceEntry[]>;
