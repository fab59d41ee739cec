// Reference lists in the request's language.
import type { Country, CountriesQuery, Language, NamedLookup, Sector } from '@wefe/contract';
import { localizedName } from '../../lib/localized.ts';
import type { CountryRow, LookupList, LookupsRepo, SectorRow } from './lookups.repo.ts';

/** Presents a country row as the API answers it. */
export function presentCountry(row: CountryRow, language: Language): Country {
  return {
    id: row.id,
    name: localizedName(row, language),
    name_en: row.nameEn,
    name_ar: row.nameAr,
    name_fr: row.nameFr,
    code: row.iso2,
    iso3: row.iso3,
    calling_code: row.callingCode,
    latitude: row.latitude,
    longitude: row.longitude,
    continent: row.continent,
    is_mena: row.isMena,
    is_oic: row.isOic,
  };
}

function presentSector(row: SectorRow, language: Language): Sector {
  const description = language === 'ar' ? row.descriptionAr : language === 'fr' ? row.descriptionFr : row.descriptionEn;
  return { id: row.id, name: localizedName(row, language), slug: row.slug, type: row.type, description: description ?? row.descriptionEn };
}

/** Builds the lookups service over its repository. */
export function createLookupsService(repo: LookupsRepo) {
  return {
    async listCountries(query: CountriesQuery, language: Language) {
      const { rows, total } = await repo.listCountries({
        search: query.search || undefined,
        region: query.region,
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      // Names sort in the reader's language, so Arabic readers get an Arabic alphabetical list.
      const items = rows.map((row) => presentCountry(row, language));
      if (total <= query.per_page) items.sort((a, b) => a.name.localeCompare(b.name, language));
      return { items, total };
    },

    async listLookup(list: LookupList, language: Language): Promise<NamedLookup[]> {
      const rows = await repo.listLookup(list);
      return rows.map((row) => ({ id: row.id, name: localizedName(row, language), slug: row.slug }));
    },

    async listSectors(language: Language, type?: string): Promise<Sector[]> {
      return (await repo.listSectors(type)).map((row) => presentSector(row, language));
    },
  };
}
