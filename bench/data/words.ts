// The small vocabulary generated content is written from, in the hub's three languages. Each text is
// in one language and mentions two themes; with 20 themes and about 40 % English, a search for
// "water" (or "مياه", "énergie") matches a few per cent of the rows, as on a real hub.

/** A phrase in English, Arabic and French. */
export interface Trilingual {
  en: string;
  ar: string;
  fr: string;
}

/** The pillars in the order of the `sectors` reference list (water, energy, food, ecosystems). */
export const PILLAR_NAMES_EN = ['Water', 'Energy', 'Food', 'Ecosystems'] as const;

/** Themes a text is about, each filed under a pillar (1-based index into PILLAR_NAMES_EN). */
export const THEMES: ReadonlyArray<Trilingual & { pillar: 1 | 2 | 3 | 4 }> = [
  { pillar: 1, en: 'water', ar: 'المياه', fr: "l'eau" },
  { pillar: 1, en: 'groundwater', ar: 'المياه الجوفية', fr: 'les eaux souterraines' },
  { pillar: 1, en: 'drought', ar: 'الجفاف', fr: 'la sécheresse' },
  { pillar: 1, en: 'desalination', ar: 'تحلية المياه', fr: 'le dessalement' },
  { pillar: 1, en: 'sanitation', ar: 'الصرف الصحي', fr: "l'assainissement" },
  { pillar: 2, en: 'energy', ar: 'الطاقة', fr: "l'énergie" },
  { pillar: 2, en: 'solar power', ar: 'الطاقة الشمسية', fr: "l'énergie solaire" },
  { pillar: 2, en: 'electricity access', ar: 'الوصول إلى الكهرباء', fr: "l'accès à l'électricité" },
  { pillar: 2, en: 'wind farms', ar: 'مزارع الرياح', fr: 'les parcs éoliens' },
  { pillar: 2, en: 'clean cooking', ar: 'الطهي النظيف', fr: 'la cuisson propre' },
  { pillar: 3, en: 'food security', ar: 'الأمن الغذائي', fr: 'la sécurité alimentaire' },
  { pillar: 3, en: 'irrigation', ar: 'الري', fr: "l'irrigation" },
  { pillar: 3, en: 'agriculture', ar: 'الزراعة', fr: "l'agriculture" },
  { pillar: 3, en: 'fisheries', ar: 'مصايد الأسماك', fr: 'la pêche' },
  { pillar: 3, en: 'nutrition', ar: 'التغذية', fr: 'la nutrition' },
  { pillar: 4, en: 'ecosystems', ar: 'النظم البيئية', fr: 'les écosystèmes' },
  { pillar: 4, en: 'biodiversity', ar: 'التنوع البيولوجي', fr: 'la biodiversité' },
  { pillar: 4, en: 'forests', ar: 'الغابات', fr: 'les forêts' },
  { pillar: 4, en: 'climate adaptation', ar: 'التكيف مع المناخ', fr: "l'adaptation au climat" },
  { pillar: 4, en: 'land restoration', ar: 'استصلاح الأراضي', fr: 'la restauration des terres' },
];

/**
 * Title patterns: {t} and {t2} are themes ({T} capitalised), {p} a place. French avoids "de {t}",
 * whose article would not contract.
 */
export const TITLE_PATTERNS: readonly Trilingual[] = [
  { en: '{T} outlook for {p}', ar: 'آفاق {t} في {p}', fr: 'Perspectives pour {t} : {p}' },
  { en: 'Assessing {t} and {t2} in {p}', ar: 'تقييم {t} و{t2} في {p}', fr: 'Évaluer {t} et {t2} : {p}' },
  { en: 'Lessons from {p} on {t}', ar: 'دروس من {p} حول {t}', fr: 'Leçons de {p} sur {t}' },
  { en: 'A policy brief on {t} and {t2}', ar: 'موجز سياساتي حول {t} و{t2}', fr: 'Note de politique sur {t} et {t2}' },
  { en: 'Scaling up {t} across {p}', ar: 'توسيع نطاق {t} في {p}', fr: 'Changer d’échelle pour {t} : {p}' },
  { en: '{T} and the WEFE nexus in {p}', ar: '{t} وترابط WEFE في {p}', fr: '{T} et le nexus WEFE : {p}' },
];

/** News titles (the first three) and event titles (the last three). */
export const NEWS_EVENT_TITLE_PATTERNS: readonly Trilingual[] = [
  { en: '{p} launches a new plan for {t}', ar: '{p} تطلق خطة جديدة بشأن {t}', fr: '{p} lance un nouveau plan pour {t}' },
  { en: 'New partnership on {t} and {t2} in {p}', ar: 'شراكة جديدة حول {t} و{t2} في {p}', fr: 'Nouveau partenariat sur {t} et {t2} : {p}' },
  { en: 'Report finds progress on {t} in {p}', ar: 'تقرير يرصد تقدماً في {t} في {p}', fr: 'Un rapport note des progrès pour {t} : {p}' },
  { en: 'Regional workshop on {t} and {t2}', ar: 'ورشة عمل إقليمية حول {t} و{t2}', fr: 'Atelier régional sur {t} et {t2}' },
  { en: 'Webinar: {t} in {p}', ar: 'ندوة عبر الإنترنت: {t} في {p}', fr: 'Webinaire : {t}, {p}' },
  { en: 'Conference on {t} and {t2}', ar: 'مؤتمر حول {t} و{t2}', fr: 'Conférence sur {t} et {t2}' },
];

/** Sentence patterns of summaries and descriptions: {w} is a group of people. */
export const SENTENCE_PATTERNS: readonly Trilingual[] = [
  {
    en: 'The work examines {t} in {p}, with a focus on {w}.',
    ar: 'يتناول العمل {t} في {p} مع التركيز على {w}.',
    fr: 'Le travail examine {t} ({p}), en particulier pour {w}.',
  },
  {
    en: 'It draws on field data collected with {w} and national agencies.',
    ar: 'ويستند إلى بيانات ميدانية جُمعت بالتعاون مع {w} والجهات الوطنية.',
    fr: 'Il s’appuie sur des données de terrain recueillies avec {w} et les agences nationales.',
  },
  {
    en: 'The findings link {t} to {t2} and point to practical options for {w}.',
    ar: 'وتربط النتائج بين {t} و{t2} وتقترح خيارات عملية لصالح {w}.',
    fr: 'Les résultats associent {t} et {t2} et proposent des options concrètes pour {w}.',
  },
  {
    en: 'Investment in {t} is weighed against its costs for {w}.',
    ar: 'ويُقارن الاستثمار في {t} بتكاليفه على {w}.',
    fr: 'L’investissement dans {t} est comparé à ses coûts pour {w}.',
  },
  {
    en: 'Monitoring shows steady progress on {t} since the programme began.',
    ar: 'ويُظهر الرصد تقدماً مطرداً في {t} منذ بدء البرنامج.',
    fr: 'Le suivi montre des progrès constants pour {t} depuis le début du programme.',
  },
  {
    en: 'Partners shared tools and training so that {w} can plan for {t2}.',
    ar: 'وقدّم الشركاء أدوات وتدريباً لتمكين {w} من التخطيط في مجال {t2}.',
    fr: 'Les partenaires ont partagé outils et formations pour que {w} planifient {t2}.',
  },
];

/** Groups of people a text concerns. */
export const GROUPS: readonly Trilingual[] = [
  { en: 'rural communities', ar: 'المجتمعات الريفية', fr: 'les communautés rurales' },
  { en: 'smallholder farmers', ar: 'صغار المزارعين', fr: 'les petits exploitants' },
  { en: 'municipal utilities', ar: 'المرافق البلدية', fr: 'les services municipaux' },
  { en: 'coastal cities', ar: 'المدن الساحلية', fr: 'les villes côtières' },
  { en: "women-led cooperatives", ar: 'التعاونيات النسائية', fr: 'les coopératives de femmes' },
  { en: 'local authorities', ar: 'السلطات المحلية', fr: 'les autorités locales' },
  { en: 'young entrepreneurs', ar: 'رواد الأعمال الشباب', fr: 'les jeunes entrepreneurs' },
  { en: 'river basin agencies', ar: 'هيئات أحواض الأنهار', fr: 'les agences de bassin' },
  { en: 'pastoralist households', ar: 'الأسر الرعوية', fr: 'les ménages pastoraux' },
  { en: 'industrial users', ar: 'المستخدمين الصناعيين', fr: 'les usagers industriels' },
];

/** Organisations that lead projects, organise events and employ members. */
export const ORGANISATIONS: readonly Trilingual[] = [
  { en: 'Al Amal Foundation', ar: 'مؤسسة الأمل', fr: 'Fondation Al Amal' },
  { en: 'Green Horizons Network', ar: 'شبكة الآفاق الخضراء', fr: 'Réseau Horizons Verts' },
  { en: 'Sahel Development Institute', ar: 'معهد تنمية الساحل', fr: 'Institut de développement du Sahel' },
  { en: 'Mediterranean Research Centre', ar: 'مركز البحوث المتوسطية', fr: 'Centre de recherche méditerranéen' },
  { en: 'Future Generations Association', ar: 'جمعية أجيال المستقبل', fr: 'Association Générations Futures' },
  { en: 'Oasis Cooperative Union', ar: 'اتحاد تعاونيات الواحة', fr: 'Union des coopératives de l’oasis' },
  { en: 'Nile Valley Council', ar: 'مجلس وادي النيل', fr: 'Conseil de la vallée du Nil' },
  { en: 'Atlas Institute', ar: 'معهد الأطلس', fr: 'Institut Atlas' },
];

/** Job titles of contacts, speakers and members. */
export const POSITIONS: readonly Trilingual[] = [
  { en: 'Project manager', ar: 'مدير مشروع', fr: 'Chef de projet' },
  { en: 'Programme officer', ar: 'مسؤول برامج', fr: 'Chargé de programme' },
  { en: 'Research fellow', ar: 'باحث', fr: 'Chercheur' },
  { en: 'Policy adviser', ar: 'مستشار سياسات', fr: 'Conseiller politique' },
  { en: 'Director', ar: 'مدير', fr: 'Directeur' },
  { en: 'Field coordinator', ar: 'منسق ميداني', fr: 'Coordinateur de terrain' },
];

/** Kinds of partner a story names (free text on the form). */
export const PARTNER_SECTORS: readonly Trilingual[] = [
  { en: 'Public sector', ar: 'القطاع العام', fr: 'Secteur public' },
  { en: 'Private sector', ar: 'القطاع الخاص', fr: 'Secteur privé' },
  { en: 'Civil society', ar: 'المجتمع المدني', fr: 'Société civile' },
  { en: 'Academia', ar: 'الأوساط الأكاديمية', fr: 'Milieu universitaire' },
];

/** Agenda lines of an event: a time, then what happens. */
export const AGENDA_PATTERNS: readonly Trilingual[] = [
  { en: '09:00: Opening and welcome', ar: '09:00: الافتتاح والترحيب', fr: '09:00 : Ouverture et accueil' },
  { en: '10:30: Session on {t}', ar: '10:30: جلسة حول {t}', fr: '10:30 : Session sur {t}' },
  { en: '15:00: Panel on {t2} and closing', ar: '15:00: حلقة نقاش حول {t2} والختام', fr: '15:00 : Table ronde sur {t2} et clôture' },
];

/** Given names and family names in Latin and Arabic script. */
export const PERSON_NAMES = {
  latin: {
    first: ['Amina', 'Karim', 'Sofia', 'Youssef', 'Claire', 'Omar', 'Leila', 'Hassan', 'Nadia', 'Julien', 'Fatima', 'Samir', 'Maria', 'Tariq', 'Ines', 'David'],
    last: ['Haddad', 'Benali', 'Martin', 'Khalil', 'Dubois', 'Mansour', 'Rahman', 'Lefèvre', 'Nasser', 'Ortega', 'Saleh', 'Moreau', 'Aziz', 'Rossi', 'Farah', 'Okafor'],
  },
  arabic: {
    first: ['أمينة', 'كريم', 'صوفيا', 'يوسف', 'كلير', 'عمر', 'ليلى', 'حسن', 'نادية', 'جوليان', 'فاطمة', 'سمير', 'ماريا', 'طارق', 'إيناس', 'داود'],
    last: ['حداد', 'بن علي', 'مارتن', 'خليل', 'دوبوا', 'منصور', 'رحمن', 'لوفيفر', 'ناصر', 'أورتيغا', 'صالح', 'مورو', 'عزيز', 'روسي', 'فرح', 'أوكافور'],
  },
} as const;

/** Donors a story may name. */
export const DONORS = ['GIZ', 'European Union', 'World Bank', 'IFAD', 'UNDP', 'AFD', 'Islamic Development Bank', 'FAO'] as const;
