// Sample news and events so a fresh hub shows a working list, home page and 'Upcoming' box. Each is
// marked as sample content: its description starts with "Sample content", its title with "Sample:"
// (English), "Exemple :" (French) or "نموذج:" (Arabic). Dates are days relative to the day of seeding,
// so a freshly seeded hub always has upcoming events. Staff delete them once real items arrive (they
// are not seeded again).
import type { EventType, FeeType, NewsEventType } from '@wefe/contract';

export interface SampleNewsEvent {
  type: NewsEventType;
  title: string;
  desc: string;
  /** 1 News, 2 Event, 3 Announcement. */
  post_type_id: 1 | 2 | 3;
  /** Organization type ids 1 to 6 (government, NGO, private, academic, international, other). */
  organization_type_id: number;
  /** ISO 3166-1 alpha-2 code of the country. */
  country: string;
  location: string;
  /** An event's (news has none). */
  implementing_leader?: string;
  /** An event's: days from the day of seeding to the start (negative: in the past). */
  starts_in_days?: number;
  /** A local start time, 'HH:MM', or none for a whole day. */
  start_time?: string;
  /** Days the event lasts after its start day, if more than one. */
  extra_days?: number;
  /** Days before the seeding the item was added (the list's newest and oldest sorts follow it). */
  added_days_ago: number;
  duration?: string;
  event_type?: EventType;
  fee_type?: FeeType;
  fee_amount?: string;
  is_online?: boolean;
  capacity?: number;
  organizer?: string;
  contact_name: string;
  /** Sector slugs. */
  sectors: string[];
  agenda?: string[];
  speakers?: Array<{ name: string; title: string | null; organization: string | null; bio: string | null }>;
  partners?: Array<{ organization: string; contact_person: string | null; institution_category_slug: string }>;
}

/** Every sample's description starts with this, whatever its language. */
export const SAMPLE_NEWS_EVENT_MARK = 'Sample content';
const SAMPLE = `${SAMPLE_NEWS_EVENT_MARK} for demonstration.`;
const SAMPLE_FR = `${SAMPLE_NEWS_EVENT_MARK} for demonstration. Contenu d’exemple :`;
const SAMPLE_AR = `${SAMPLE_NEWS_EVENT_MARK} for demonstration. محتوى تجريبي للعرض.`;

/** Twelve samples: seven events (five upcoming, two past) and five news items, in English, French and Arabic. */
export const sampleNewsEvents: SampleNewsEvent[] = [
  {
    type: 'event',
    title: 'Sample: Regional workshop on the water-energy-food nexus in the Jordan Valley',
    desc: `${SAMPLE} Two days of sessions for water utilities, farmers' associations and energy planners on solar pumping, aquifer recharge and crop choices.`,
    post_type_id: 2,
    organization_type_id: 1,
    country: 'JO',
    location: 'Amman, Jordan',
    implementing_leader: 'Sample Ministry of Water and Irrigation',
    starts_in_days: 10,
    start_time: '09:00',
    extra_days: 1,
    added_days_ago: 20,
    duration: '2 days',
    event_type: 'workshop',
    fee_type: 'free',
    capacity: 80,
    organizer: 'WEFE Nexus Hub sample team',
    contact_name: 'Hub sample contact',
    sectors: ['water', 'energy', 'food'],
    agenda: ['09:00: Opening and welcome', '09:30: Solar pumping in practice', '11:00: Aquifer recharge pilots', '14:00: Field visit to Deir Alla farms'],
    speakers: [
      { name: 'Sample Speaker One', title: 'Director of Water Planning', organization: 'Sample Ministry of Water and Irrigation', bio: null },
      { name: 'Sample Speaker Two', title: 'Energy economist', organization: 'Sample Energy Research Centre', bio: 'Works on the costs of solar irrigation.' },
    ],
    partners: [{ organization: 'Sample Farmers Cooperative', contact_person: null, institution_category_slug: 'ngo-civil-society' }],
  },
  {
    type: 'event',
    title: 'Exemple : Webinaire sur le dessalement solaire dans les oasis',
    desc: `${SAMPLE_FR} un webinaire d’une heure et demie sur les petites unités de dessalement alimentées par le soleil et leur entretien par les comités villageois.`,
    post_type_id: 2,
    organization_type_id: 4,
    country: 'TN',
    location: 'En ligne',
    implementing_leader: 'Centre exemple de recherche sur l’eau',
    starts_in_days: 25,
    start_time: '14:30',
    added_days_ago: 15,
    duration: '1 h 30',
    event_type: 'webinar',
    fee_type: 'free',
    is_online: true,
    contact_name: 'Contact exemple du Hub',
    sectors: ['water', 'energy'],
    agenda: ['14:30 : Ouverture', '14:40 : Retour d’expérience de Kébili', '15:30 : Questions'],
  },
  {
    type: 'event',
    title: 'نموذج: مؤتمر الأمن الغذائي والمائي في شمال أفريقيا',
    desc: `${SAMPLE_AR} مؤتمر إقليمي يجمع الباحثين وصناع القرار لمناقشة كفاءة الري وإعادة استخدام المياه المعالجة في الزراعة.`,
    post_type_id: 2,
    organization_type_id: 5,
    country: 'EG',
    location: 'القاهرة',
    implementing_leader: 'منظمة إقليمية نموذجية للمياه',
    starts_in_days: 40,
    extra_days: 2,
    added_days_ago: 12,
    duration: '3 أيام',
    event_type: 'conference',
    fee_type: 'paid',
    fee_amount: '150.00',
    capacity: 300,
    contact_name: 'جهة اتصال نموذجية',
    sectors: ['water', 'food'],
    speakers: [{ name: 'متحدث نموذجي', title: 'خبير موارد مائية', organization: 'منظمة إقليمية نموذجية للمياه', bio: null }],
    partners: [{ organization: 'جامعة نموذجية', contact_person: null, institution_category_slug: 'academic-research' }],
  },
  {
    type: 'event',
    title: 'Sample: Training on nexus indicators for national statistics offices',
    desc: `${SAMPLE} A hands-on training on the access and availability indicators behind the WEFE index, with exercises on national data.`,
    post_type_id: 2,
    organization_type_id: 5,
    country: 'MA',
    location: 'Rabat, Morocco',
    implementing_leader: 'Sample Regional Statistics Institute',
    starts_in_days: 60,
    start_time: '10:00',
    added_days_ago: 8,
    duration: '1 day',
    event_type: 'training',
    fee_type: 'varies',
    capacity: 40,
    contact_name: 'Hub sample contact',
    sectors: ['water', 'energy', 'food', 'ecosystems'],
  },
  {
    type: 'event',
    title: 'Sample: Mangrove restoration field day in Central Java',
    desc: `${SAMPLE} Villagers, researchers and district officials plant mangroves around fish ponds and share what a decade of restoration has taught them.`,
    post_type_id: 2,
    organization_type_id: 2,
    country: 'ID',
    location: 'Demak, Central Java',
    implementing_leader: 'Sample Coastal Communities Network',
    starts_in_days: 90,
    added_days_ago: 3,
    event_type: 'other',
    fee_type: 'free',
    contact_name: 'Hub sample contact',
    sectors: ['ecosystems', 'food'],
  },
  {
    type: 'event',
    title: 'Sample: Solar irrigation forum held in Dakar',
    desc: `${SAMPLE} The forum brought together suppliers, farmers and microfinance institutions to discuss paying for solar irrigation kits.`,
    post_type_id: 2,
    organization_type_id: 3,
    country: 'SN',
    location: 'Dakar, Senegal',
    implementing_leader: 'Sample Solar Irrigation Association',
    starts_in_days: -30,
    added_days_ago: 60,
    event_type: 'conference',
    fee_type: 'free',
    contact_name: 'Hub sample contact',
    sectors: ['energy', 'food'],
  },
  {
    type: 'event',
    title: 'Exemple : Atelier sur la gestion des bassins versants du Rif',
    desc: `${SAMPLE_FR} un atelier de trois jours sur la lutte contre l’érosion et la recharge des nappes dans les bassins versants du Rif.`,
    post_type_id: 2,
    organization_type_id: 1,
    country: 'MA',
    location: 'Chefchaouen',
    implementing_leader: 'Agence exemple des bassins hydrauliques',
    starts_in_days: -120,
    extra_days: 2,
    added_days_ago: 150,
    event_type: 'workshop',
    contact_name: 'Contact exemple du Hub',
    sectors: ['water', 'ecosystems'],
  },
  {
    type: 'news',
    title: 'Sample: New WEFE index figures published for 2024',
    desc: `${SAMPLE} The hub published updated index and pillar scores for 2024, with the sources of every indicator value.`,
    post_type_id: 1,
    organization_type_id: 4,
    country: 'JO',
    location: 'Amman, Jordan',
    added_days_ago: 5,
    contact_name: 'Hub sample contact',
    sectors: ['water', 'energy', 'food', 'ecosystems'],
  },
  {
    type: 'news',
    title: 'Sample: Treated wastewater reuse reaches 10,000 hectares in Abu Dhabi',
    desc: `${SAMPLE} Treated municipal wastewater now irrigates 10,000 hectares of date palms and fodder, freeing fresh groundwater for drinking.`,
    post_type_id: 1,
    organization_type_id: 1,
    country: 'AE',
    location: 'Abu Dhabi',
    added_days_ago: 9,
    contact_name: 'Hub sample contact',
    sectors: ['water', 'food'],
  },
  {
    type: 'news',
    title: 'نموذج: إطلاق برنامج لترشيد استهلاك المياه في الزراعة',
    desc: `${SAMPLE_AR} أطلقت جهة حكومية نموذجية برنامجًا لدعم المزارعين في التحول إلى الري بالتنقيط وقياس استهلاك المياه.`,
    post_type_id: 1,
    organization_type_id: 1,
    country: 'SA',
    location: 'الرياض',
    added_days_ago: 14,
    contact_name: 'جهة اتصال نموذجية',
    sectors: ['water', 'food'],
  },
  {
    type: 'news',
    title: 'Exemple : Un réseau de chercheurs lance un appel à projets sur le nexus',
    desc: `${SAMPLE_FR} un réseau de recherche lance un appel à projets pour des études de terrain sur l’eau, l’énergie, l’alimentation et les écosystèmes.`,
    post_type_id: 3,
    organization_type_id: 4,
    country: 'FR',
    location: 'Montpellier',
    added_days_ago: 21,
    contact_name: 'Contact exemple du Hub',
    sectors: ['water', 'energy', 'food', 'ecosystems'],
  },
  {
    type: 'news',
    title: 'Sample: Sand dams keep wells full through the dry season in Makueni',
    desc: `${SAMPLE} Communities report that wells near sand dams held water through the whole dry season for the third year running.`,
    post_type_id: 1,
    organization_type_id: 2,
    country: 'KE',
    location: 'Makueni',
    added_days_ago: 35,
    contact_name: 'Hub sample contact',
    sectors: ['water', 'ecosystems'],
  },
];
