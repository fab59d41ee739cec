// A publication as the API answers it, with the spec's derived fields.
import type { Language, Publication } from '@wefe/contract';
import type { PublicationView } from './publications.repo.ts';

const STANDARD_WIDTHS = [400, 800, 1600];

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

// One formatter per language, made once: building an Intl.DateTimeFormat costs about 75 µs, using
// one about 1 µs, and every row of an uncached list is formatted (issue 29's profile: a third of the
// hub's own CPU on unique searches).
const DATE_FORMATS: Readonly<Record<Language, Intl.DateTimeFormat>> = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  ar: new Intl.DateTimeFormat('ar', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  fr: new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
};

/** '5 Mar 2024' in English, and the same date in the reader's language. */
export function formatDate(date: string, language: Language): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return DATE_FORMATS[language].format(parsed);
}

/** 1536 → '1.5 KB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Presents a publication in the reader's language. */
export function presentPublication({ publication: p, type, document, image }: PublicationView, language: Language, viewerId: number | null): Publication {
  const typeName = (language === 'ar' ? type.nameAr : language === 'fr' ? type.nameFr : type.nameEn) || type.nameEn;
  // Only the standard widths can be asked for (`?w=400|800|1600`); a smaller image has just its own width,
  // which the media route serves for ?w=400, so it gets no srcset.
  const widths = image?.variants
    ? Object.keys(JSON.parse(image.variants) as Record<string, string>)
        .map(Number)
        .filter((w) => STANDARD_WIDTHS.includes(w))
        .sort((a, b) => a - b)
    : [];
  return {
    id: p.id,
    content_language: p.contentLanguage,
    title: p.title,
    publication_type_id: p.publicationTypeId,
    publication_type: { id: type.id, name: typeName },
    publication_author: p.author,
    publication_date: p.publicationDate,
    formatted_date: formatDate(p.publicationDate, language),
    publication_sector: p.sector,
    summary: p.summary,
    keywords: p.keywords,
    keywords_array: (p.keywords ?? '').split(/[,،]/).map((k) => k.trim()).filter(Boolean),
    publication_link: p.link,
    has_link: !!p.link,
    region: p.region,
    document_url: document ? `/api/media/${document.id}` : null,
    document_name: document?.originalName ?? null,
    has_document: !!document,
    formatted_file_size: document ? formatFileSize(document.sizeBytes) : null,
    image_url: image ? `/api/media/${image.id}?w=${widths.includes(800) ? 800 : 400}` : null,
    image_srcset: image && widths.length ? widths.map((w) => `/api/media/${image.id}?w=${w} ${w}w`).join(', ') : null,
    status: p.status,
    rejection_reason: p.rejectionReason,
    is_owner: viewerId !== null && viewerId === p.ownerId,
    created_at: iso(p.createdAt),
    updated_at: iso(p.updatedAt),
  };
}
