// Administrators manage accounts: change a role, suspend (every token revoked in the same transaction,
// so the member's next request answers 401) and reinstate. The hub never loses its last active
// administrator: each change checks, inside the transaction, that one remains. Every change is audited
// and the member is told about a suspension or reinstatement by mail, in their language.
import type { PeopleQuery, Person, Role } from '@wefe/contract';
import { inTransaction, type Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { composeMail } from '../mail/mail.templates.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createPeopleRepo, type PersonRow } from './people.repo.ts';
import { createUsersRepo } from './users.repo.ts';
import { accountName } from '../../lib/account-names.ts';

/** The administrator acting, as the audit log names them. */
interface Staff {
  id: number;
  role: string;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** An account as the console lists it. */
export function presentPerson(row: PersonRow): Person {
  return {
    id: row.id,
    name: accountName(row),
    email: row.email,
    account_type: row.accountType,
    role: row.role,
    status: row.status,
    created_at: iso(row.createdAt),
    last_login: row.lastLogin ? iso(row.lastLogin) : null,
  };
}

/** Builds the people service. */
export function createPeopleService({ db, mailer, publicUrl }: { db: Db; mailer: Mailer; publicUrl: string }) {
  const repo = createPeopleRepo(db);

  /** Runs a change under the admin-changes lock and refuses it if no active administrator would remain. */
  const change = <T>(work: (tx: Db, people: ReturnType<typeof createPeopleRepo>) => Promise<T>) =>
    inTransaction(db, async (tx) => {
      const people = createPeopleRepo(tx);
      await people.lockAdminChanges();
      const result = await work(tx, people);
      if ((await createUsersRepo(tx).countActiveAdmins()) === 0) throw conflict('people.last_admin');
      return result;
    });

  const found = async (people: ReturnType<typeof createPeopleRepo>, id: number) => {
    const row = await people.find(id);
    if (!row) throw notFound();
    return row;
  };

  /** Queues the member's mail on the change's transaction; sent by `mailer.deliverQueued` after the commit. */
  const tell = async (tx: Db, row: PersonRow, template: 'accountSuspended' | 'accountReinstated') => {
    const link = template === 'accountSuspended' ? `${publicUrl}/about/contact-us` : `${publicUrl}/login`;
    await mailer.queue(tx, composeMail(template, row.language, row.email, { name: accountName(row), link }));
  };

  return {
    async list(query: PeopleQuery) {
      const { rows, total } = await repo.list(query);
      return { items: rows.map(presentPerson), total };
    },

    /** Gives the account a role; the same role again changes nothing and records nothing. */
    async changeRole(id: number, role: Role, staff: Staff): Promise<Person> {
      await change(async (tx, people) => {
        const before = await found(people, id);
        if (before.role === role) return;
        await people.setRole(id, role);
        await recordAudit(tx, { actor: staff, action: 'role_change', entityType: 'users', entityId: id, before: { role: before.role }, after: { role } });
      });
      return presentPerson((await repo.find(id))!);
    },

    /** Suspends an active account and signs it out everywhere; not one's own account. */
    async suspend(id: number, reason: string | undefined, staff: Staff): Promise<Person> {
      if (id === staff.id) throw conflict('people.not_yourself');
      await change(async (tx, people) => {
        const before = await found(people, id);
        if (!(await people.setStatusWhen(id, 'active', 'suspended'))) throw conflict('people.not_active');
        await createUsersRepo(tx).revokeAllTokens(id);
        await recordAudit(tx, { actor: staff, action: 'suspend', entityType: 'users', entityId: id, before: { status: 'active' }, after: { status: 'suspended' }, reason: reason ?? null });
        await tell(tx, before, 'accountSuspended');
      });
      await mailer.deliverQueued();
      return presentPerson((await repo.find(id))!);
    },

    /** Makes a suspended account active again; the member signs in anew. */
    async reinstate(id: number, staff: Staff): Promise<Person> {
      await change(async (tx, people) => {
        const before = await found(people, id);
        if (!(await people.setStatusWhen(id, 'suspended', 'active'))) throw conflict('people.not_suspended');
        await recordAudit(tx, { actor: staff, action: 'reinstate', entityType: 'users', entityId: id, before: { status: 'suspended' }, after: { status: 'active' } });
        await tell(tx, before, 'accountReinstated');
      });
      await mailer.deliverQueued();
      return presentPerson((await repo.find(id))!);
    },
  };
}
export type PeopleService = ReturnType<typeof createPeopleService>;
