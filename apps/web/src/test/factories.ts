// Test data shaped like the API's answers.
import type { Publication } from '@wefe/contract';

let nextId = 100;

/** A publication as the API answers it: approved, with a document, a cover and a link. */
export function samplePublication(overrides: Partial<Publication> = {}): Publication {
  const id = overrides.id ?? nextId++;
  return {
    id,
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

/** A page of GET /publications: `items` with meta and links as the API sends them. */
export function publicationsPage(items: Publication[], { page = 1, total = items.length, perPage = 12 } = {}) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return {
    status: 200,
    body: {
      success: true,
      message: 'Publications retrieved successfully.',
      data: items,
      meta: { current_page: page, per_page: perPage, total, last_page: lastPage },
      links: { first: null, last: null, prev: null, next: page < lastPage ? `?page=${page + 1}` : null },
    },
  };
}

export const PUBLICATION_TYPES = [
  { id: 1, name: 'Report', slug: 'report' },
  { id: 2, name: 'Brief', slug: 'brief' },
  { id: 3, name: 'Policy Note', slug: 'policy-note' },
  { id: 4, name: 'Dataset', slug: 'dataset' },
  { id: 5, name: 'Research Paper', slug: 'research-paper' },
];
