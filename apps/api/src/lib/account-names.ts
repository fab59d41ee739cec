// How the hub names an account to staff and greets it in mail: one rule for every module that shows or
// writes to people (audit log, review queue, inboxes, mails), below the users module that owns accounts.

/** What the hub needs to name an account; the optional parts refine the choice when the query has them. */
export interface NamedAccount {
  firstName: string | null;
  lastName: string | null;
  email: string;
  entityName?: string | null;
  displayName?: string | null;
  accountType?: 'individual' | 'entity';
}

/** The name staff and mails know an account by: an entity's name for entities, else the person's name, else the email. */
export function accountName(account: NamedAccount): string {
  const fullName = [account.firstName, account.lastName].filter(Boolean).join(' ');
  if (account.accountType === 'entity') return account.entityName || fullName || account.email;
  return fullName || account.displayName || account.entityName || account.email;
}

/** The name a mail greets an account by: the person's first name, else the entity's name, else none. */
export function greetingName(account: { firstName: string | null; entityName: string | null }): string {
  return account.firstName ?? account.entityName ?? '';
}
