// People in the staff console (issue 9): the searchable list of accounts, role changes and
// suspensions. Only administrators change roles or suspend; reviewers read the list.
import { z } from 'zod';
import { ACCOUNT_STATUSES, ACCOUNT_TYPES, ROLES } from './accounts.ts';
import { blankToUndefined, pageField, perPageField } from './form-fields.ts';

/** The most people one page answers, and the default. */
export const PEOPLE_PAGE_SIZE_MAX = 100;
export const PEOPLE_PAGE_SIZE = 25;
/** The longest search text and suspension reason. */
export const PEOPLE_SEARCH_MAX = 100;
export const SUSPENSION_REASON_MAX = 1000;

const invalid = { error: 'validation.invalid' } as const;

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess(blankToUndefined, z.enum(values, invalid).optional());

/** GET /admin/people: a search over names, emails and entity names, and exact filters. */
export const peopleQuerySchema = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(PEOPLE_SEARCH_MAX, { error: 'validation.too_long' }).optional()),
  role: optionalChoice(ROLES),
  status: optionalChoice(ACCOUNT_STATUSES),
  account_type: optionalChoice(ACCOUNT_TYPES),
  page: pageField,
  per_page: perPageField(PEOPLE_PAGE_SIZE_MAX, PEOPLE_PAGE_SIZE),
});
export type PeopleQuery = z.infer<typeof peopleQuerySchema>;

/** One account as staff see it in the list: never a password hash, token or code. */
export const personSchema = z.object({
  id: z.number().int(),
  /** A person's full name, an entity's name, or the email when neither is known. */
  name: z.string(),
  email: z.string(),
  account_type: z.enum(ACCOUNT_TYPES),
  role: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  created_at: z.string(),
  /** The latest sign-in, or null when the account never signed in. */
  last_login: z.string().nullable(),
});
export type Person = z.infer<typeof personSchema>;

/** PUT /admin/people/{id}/role. */
export const roleChangeSchema = z.object({
  role: z.enum(ROLES, { error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid') }),
});
export type RoleChange = z.infer<typeof roleChangeSchema>;

/** POST /admin/people/{id}/suspend: the reason stays in the audit log; it is not mailed to the member. */
export const suspensionSchema = z
  .object({
    reason: z.preprocess(blankToUndefined, z.string().trim().max(SUSPENSION_REASON_MAX, { error: 'validation.too_long' }).optional()),
  })
  .default({ reason: undefined });
export type Suspension = z.infer<typeof suspensionSchema>;
