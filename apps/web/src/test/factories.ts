// Test data shaped like the API's answers.
import type { NewsEvent, Publication, Story } from '@wefe/contract';

let nextId = 100;

/** A publication as the API answers it: approved, with a document, a cover and a link. */
export function samplePublication(overrides: Partial<Publication> = {}): Publication {
  const id = overrides.id ?? nextId++;
  return {
    id,
    content_language: 'en',
    title: `Groundwater governance in the Jordan basin ${id}`,
    publication_type_id: 1,
    publication_type: { id: 1, name: 'Report' },
    publication_author: 'Layla Haddad, Omar Saleh',
    publication_date: '2024-03-05',
    formatted_date: '5 Mar 2024',
    publication_sector: 'Water',
    summary: 'How shared aquifers are managed across borders.',
    keywords: 'groundwater, governance',
    keywords_array: ['groundwater', 'governance'],
    publication_link: 'https://example.org/groundwater',
    has_link: true,
    region: 'MENA',
    document_url: `/api/media/${id}1`,
    document_name: 'groundwater.pdf',
    has_document: true,
    formatted_file_size: '1.2 MB',
    image_url: `/api/media/${id}2?w=800`,
    image_srcset: `/api/media/${id}2?w=400 400w, /api/media/${id}2?w=800 800w, /api/media/${id}2?w=1600 1600w`,
    status: 'approved',
    rejection_reason: null,
    is_owner: false,
    created_at: '2024-03-06T10:00:00.000Z',
    updated_at: '2024-03-06T10:00:00.000Z',
    ...overrides,
  };
}

/** A page of a paged list as the API sends it: `items` with meta and links. */
export function listPage<T>(items: T[], { page = 1, total = items.length, perPage = 12, message = 'OK' } = {}) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return {
    status: 200,
    body: {
      success: true,
      message,
      data: items,
      meta: { current_page: page, per_page: perPage, total, last_page: lastPage },
      links: { first: null, last: null, prev: null, next: page < lastPage ? `?page=${page + 1}` : null },
    },
  };
}

/** A page of GET /publications (12 a page by default). */
export function publicationsPage(items: Publication[], { page = 1, total = items.length, perPage = 12 } = {}) {
  return listPage(items, { page, total, perPage, message: 'Publications retrieved successfully.' });
}

export const PUBLICATION_TYPES = [
  { id: 1, name: 'Report', slug: 'report' },
  { id: 2, name: 'Brief', slug: 'brief' },
  { id: 3, name: 'Policy Note', slug: 'policy-note' },
  { id: 4, name: 'Dataset', slug: 'dataset' },
  { id: 5, name: 'Research Paper', slug: 'research-paper' },
];

/** A story as the API answers it: approved, completed, with two visuals, a document, partners and donors. */
export function sampleStory(overrides: Partial<Story> = {}): Story {
  const id = overrides.id ?? nextId++;
  const title = overrides.title ?? `Solar pumping for farms in the Jordan Valley ${id}`;
  const desc = overrides.desc ?? 'Farmers replaced diesel pumps with solar ones and cut their water losses.';
  return {
    id,
    content_language: 'en',
    title,
    desc,
    excerpt: 'Solar pumps cut costs and water losses for 120 farms.',
    original: { title, title_ar: null, desc, content_ar: null, excerpt: 'Solar pumps cut costs and water losses for 120 farms.', excerpt_ar: null },
    background: 'Diesel pumping made irrigation costly.',
    main_components: 'Solar pumps, drip lines and training.',
    achievements: '120 farms converted; 30% less water used.',
    additional_info: null,
    sustainability_status_id: 1,
    sustainability_status: { id: 1, name: 'Sustainable' },
    sustainability_status_desc: 'Run by a farmers’ cooperative.',
    location: 'Deir Alla',
    country_id: 111,
    country: { id: 111, name: 'Jordan' },
    city_id: null,
    implementing_leader: 'Jordan Valley Authority',
    is_ongoing: false,
    progress: 'completed',
    starting_date: '2021-03-01',
    ending_date: '2023-06-30',
    contact_name: 'Omar Saleh',
    contact_email: 'omar@example.org',
    contact_position: 'Project manager',
    story_link: 'https://example.org/solar-pumping',
    donor: ['GIZ', 'USAID'],
    sectors: [
      { id: 1, name: 'Water' },
      { id: 2, name: 'Energy' },
    ],
    partners: [{ sector: 'Research', organization: 'University of Jordan' }],
    visuals: [
      { id: 1, image_path: `/api/media/${id}11?w=800`, image_srcset: null, order: 1, alt_text: 'Solar panels beside a canal', text_ar: 'ألواح شمسية بجانب قناة' },
      { id: 2, image_path: `/api/media/${id}12?w=800`, image_srcset: null, order: 2, alt_text: 'A farmer checks a drip line', text_ar: null },
    ],
    documents: [{ id: 5, document_path: `/api/media/${id}13`, document_name: 'final-report.pdf', formatted_file_size: '2.4 MB' }],
    cover_image_url: `/api/media/${id}11?w=800`,
    cover_image_srcset: `/api/media/${id}11?w=400 400w, /api/media/${id}11?w=800 800w`,
    status: 'approved',
    rejection_reason: null,
    is_owner: false,
    created_at: '2024-05-02T09:00:00.000Z',
    updated_at: '2024-05-02T09:00:00.000Z',
    ...overrides,
  };
}

/** A page of GET /stories (9 a page by default). */
export function storiesPage(items: Story[], { page = 1, total = items.length, perPage = 9 } = {}) {
  return listPage(items, { page, total, perPage, message: 'Stories retrieved successfully.' });
}

/** GET /stories/filters as the API answers it in English. */
export const STORY_FILTERS = {
  sectors: [
    { id: 1, name: 'Water' },
    { id: 2, name: 'Energy' },
    { id: 3, name: 'Food' },
  ],
  countries: [{ id: 111, name: 'Jordan' }],
  statuses: [
    { value: 'all', name: 'All statuses' },
    { value: 'ongoing', name: 'Ongoing' },
    { value: 'completed', name: 'Completed' },
  ],
  regions: [
    { value: 'Global', name: 'Global' },
    { value: 'MENA', name: 'MENA' },
    { value: 'OIC', name: 'OIC' },
    { value: 'Africa', name: 'Africa' },
    { value: 'Asia', name: 'Asia' },
    { value: 'Europe', name: 'Europe' },
  ],
  sorts: [
    { value: 'newest', name: 'Newest' },
    { value: 'oldest', name: 'Oldest' },
    { value: 'title_az', name: 'Title (A-Z)' },
    { value: 'title_za', name: 'Title (Z-A)' },
  ],
};

/** A news item or event as the API answers it: an approved event with an image, agenda, speakers and partners. */
export function sampleNewsEvent(overrides: Partial<NewsEvent> = {}): NewsEvent {
  const id = overrides.id ?? nextId++;
  const type = overrides.type ?? 'event';
  return {
    id,
    content_language: 'en',
    type,
    title: `Nexus dialogue on shared aquifers ${id}`,
    desc: 'Water, energy and farming experts meet to plan how the region shares its aquifers.',
    post_type_id: type === 'event' ? 2 : 1,
    post_type: type === 'event' ? { id: 2, name: 'Event' } : { id: 1, name: 'News' },
    organization_type_id: 1,
    organization_type: { id: 1, name: 'Government' },
    location: 'Amman',
    country_id: 111,
    country: { id: 111, name: 'Jordan' },
    city_id: null,
    implementing_leader: 'Ministry of Water and Irrigation',
    starting_date: '2026-03-05T09:30',
    end_date: '2026-03-06',
    duration: '2 days',
    register_deadline: '2026-02-20',
    formatted_date: '5 Mar 2026',
    contact_name: 'Rana Odeh',
    contact_email: 'rana@example.org',
    contact_position: 'Coordinator',
    contact_phone: '+962791234567',
    post_link: null,
    website_url: 'https://example.org/dialogue',
    registration_url: 'https://example.org/register',
    background: 'Aquifers are shared across borders.',
    impact: null,
    key_learnings: null,
    additional_info: null,
    quantitative_metrics: null,
    quantitative_metrics_desc: null,
    is_ongoing: false,
    is_online: false,
    sustainability_status_id: null,
    event_type: 'conference',
    organizer: 'WEFE Nexus Hub',
    capacity: 120,
    fee_type: 'paid',
    fee_amount: '25.50',
    sectors: [{ id: 1, name: 'Water' }],
    agenda_outlines: [
      { id: 1, outline: '09:30: Opening' },
      { id: 2, outline: '11:00: Panel on groundwater' },
    ],
    speakers: [{ id: 1, name: 'Omar Saleh', title: 'Hydrologist', organization: 'University of Jordan', bio: null }],
    partners: [{ id: 1, organization: 'GIZ', contact_person: 'Lena Vogel', contact_email: 'lena@example.org', institution_category_id: 2, institution_category: { id: 2, name: 'Donor' } }],
    images: [{ id: 7, image_path: `/api/media/${id}21?w=800`, image_srcset: null, alt_text: 'The conference hall', text_ar: null }],
    attachment: { url: `/api/media/${id}22`, name: 'programme.pdf', formatted_file_size: '310 KB' },
    cover_image_url: `/api/media/${id}21?w=800`,
    cover_image_srcset: `/api/media/${id}21?w=400 400w, /api/media/${id}21?w=800 800w`,
    calendar_url: `/api/news-events/${id}.ics`,
    status: 'approved',
    rejection_reason: null,
    is_owner: false,
    created_at: '2026-01-10T08:00:00.000Z',
    updated_at: '2026-01-10T08:00:00.000Z',
    ...overrides,
  };
}

/** A page of GET /news-events (9 a page by default). */
export function newsEventsPage(items: NewsEvent[], { page = 1, total = items.length, perPage = 9 } = {}) {
  return listPage(items, { page, total, perPage, message: 'News and events retrieved successfully.' });
}

/** GET /post-types as the API answers it in English. */
export const POST_TYPES = [
  { id: 1, name: 'News', slug: 'news' },
  { id: 2, name: 'Event', slug: 'event' },
  { id: 3, name: 'Announcement', slug: 'announcement' },
];
