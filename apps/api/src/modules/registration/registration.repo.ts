// SQL checks of the ids a registration refers to.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, educationLevels, organizationTypes } from '../../db/schema.ts';
import type { RegistrationRefs } from './registration.service.ts';

/** Builds the reference checks over a database. */
export function createRegistrationRefs(db: Db): RegistrationRefs {
  const exists = async (query: Promise<unknown[]>) => (await query).length > 0;
  return {
    countryExists: (id) => exists(db.select({ id: countries.id }).from(countries).where(eq(countries.id, id)).limit(1)),
    organizationTypeExists: (id) => exists(db.select({ id: organizationTypes.id }).from(organizationTypes).where(eq(organizationTypes.id, id)).limit(1)),
    educationLevelExists: (id) => exists(db.select({ id: educationLevels.id }).from(educationLevels).where(eq(educationLevels.id, id)).limit(1)),
    organizationTypeIdBySlug: async (slug) => {
      const [row] = await db.select({ id: organizationTypes.id }).from(organizationTypes).where(eq(organizationTypes.slug, slug)).limit(1);
      return row?.id;
    },
  };
}
