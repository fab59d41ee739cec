// A partner as the API answers it: its type named in the reader's language, its logo as a link.
import { localizedName } from '../../lib/localized.ts';
import type { Language, Partner } from '@wefe/contract';
import { imageLinks } from '../media/media.links.ts';
import type { PartnerView } from './partners.repo.ts';

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
