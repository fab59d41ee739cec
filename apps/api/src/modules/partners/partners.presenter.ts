// A partner as the API answers it: its type named in the reader's language, its logo as a link.
import { localizedName } from '../../lib/localized.ts';
import type { Language, Partner, StaffPartner } from '@wefe/contract';
import { imageLinks } from '../media/media.links.ts';
import type { PartnerRow, PartnerView } from './partners.repo.ts';

/** Presents a partner; `image` is the uploaded logo when there is one, else the logo shipped with the web app, else null. */
export function presentPartner({ partner: p, type, logo }: PartnerView, language: Language): Partner {
  return {
    id: p.id,
    name: p.name,
    url: p.url,
    image: logo ? imageLinks(logo.id, logo.variants).url : p.logoPath,
    type: type ? localizedName(type, language) : null,
    featured: p.featured,
    order: p.sortOrder,
  };
}

/** Presents a partner for staff: every field, the organisation type in each language, the uploaded logo apart from the shipped one. */
export function presentStaffPartner({ partner: p, type, logo }: PartnerView): StaffPartner {
  return {
    id: p.id,
    name: p.name,
    url: p.url,
    organization_type: type && p.organizationTypeId !== null ? { id: p.organizationTypeId, name_en: type.nameEn, name_ar: type.nameAr, name_fr: type.nameFr } : null,
    image: logo ? imageLinks(logo.id, logo.variants).url : p.logoPath,
    logo: logo ? { id: logo.id, ...imageLinks(logo.id, logo.variants) } : null,
    shipped_logo: p.logoPath,
    featured: p.featured,
    order: p.sortOrder,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

/** The fields of a partner an audit entry keeps before and after a change. */
export function partnerSnapshot(p: PartnerRow): Record<string, unknown> {
  return {
    name: p.name,
    url: p.url,
    organization_type_id: p.organizationTypeId,
    featured: p.featured,
    order: p.sortOrder,
    logo_media_id: p.logoMediaId,
    shipped_logo: p.logoPath,
  };
}
