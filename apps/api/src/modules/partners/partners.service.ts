// Partners shown on the home, about and partners pages.
import type { Language, PartnersQuery } from '@wefe/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { presentPartner } from './partners.presenter.ts';
import { createPartnersRepo } from './partners.repo.ts';

/** Builds the partners service. */
export function createPartnersService({ db }: { db: Db }) {
  const repo = createPartnersRepo(db);
  return {
    async list(query: PartnersQuery, language: Language) {
      return (await repo.list(query)).map((row) => presentPartner(row, language));
    },

    /** One partner; 404 when there is none with this id. */
    async get(id: number, language: Language) {
      const found = await repo.findView(id);
      if (!found) throw notFound('partners.not_found');
      return presentPartner(found, language);
    },
  };
}
export type PartnersService = ReturnType<typeof createPartnersService>;
