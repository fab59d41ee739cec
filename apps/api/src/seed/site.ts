// The site's own content for a fresh hub: sample partners and the about-the-hub page, each seeded once in
// a database's life (a marker in system_settings), so staff deletions and edits are never undone.
import { eq } from 'drizzle-orm';
import { inTransaction, type Db } from '../db/client.ts';
import { organizationTypes, systemSettings } from '../db/schema.ts';
import { savePage } from '../modules/pages/pages.service.ts';
import { createPartnersRepo } from '../modules/partners/partners.repo.ts';
import { ABOUT_PAGE_SLUG, aboutPage } from './data/about-page.ts';
import { samplePartners } from './data/sample-partners.ts';

const PARTNERS_MARKER = 'sample_partners_seeded';
const ABOUT_PAGE_MARKER = 'about_page_seeded';

/** The reserved example.org address of a sample partner. */
export const samplePartnerUrl = (slug: string) => `https://example.org/sample-partners/${slug}`;

/** Runs `work` once per marker, in one transaction with setting the marker; answers whether it ran. */
async function once(db: Db, marker: string, work: (tx: Db) => Promise<void>): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [done] = await tx.select().from(systemSettings).where(eq(systemSettings.key, marker));
    if (done) return false;
    await work(tx);
    await tx.insert(systemSettings).values({ key: marker, value: new Date().toISOString() });
    return true;
  });
}

/** Seeds the sample partners once in a database's life, with logos shipped in apps/web/public/images/partners; answers how many. */
export async function seedSamplePartners(db: Db): Promise<number> {
  const ran = await once(db, PARTNERS_MARKER, async (tx) => {
    const types = await tx.select({ id: organizationTypes.id, slug: organizationTypes.slug }).from(organizationTypes);
    await createPartnersRepo(tx).insertMany(
      samplePartners.map((p, i) => ({
        name: p.name,
        url: samplePartnerUrl(p.slug),
        organizationTypeId: types.find((t) => t.slug === p.organizationTypeSlug)?.id ?? null,
        logoPath: `/images/partners/${p.slug}.svg`,
        featured: p.featured,
        sortOrder: i + 1,
      })),
    );
  });
  return ran ? samplePartners.length : 0;
}

/** Publishes the about-the-hub page once in a database's life, through savePage like a staff edit; answers whether it did. */
export async function seedAboutPage(db: Db): Promise<boolean> {
  return once(db, ABOUT_PAGE_MARKER, async (tx) => {
    await savePage(tx, ABOUT_PAGE_SLUG, aboutPage);
  });
}
