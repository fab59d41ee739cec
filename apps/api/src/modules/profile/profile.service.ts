// A member's own profile: read it, change the fields they sent. A new e-mail address is only asked
// for: it takes effect when the code mailed to it comes back (issue 28), and the answer reads the
// same whether the address is free or another account's, whose owner is told instead.
import {
  EMAIL_CHANGES_PER_DAY,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_MINUTES,
  type Language,
  type ProfileUpdate,
  type User,
} from '@wefe/contract';
import { codeHash, randomCode, sameHash } from '../../lib/crypto.ts';
import { birthDateProblem } from '../../lib/dates.ts';
import { normalizeEmail } from '../../lib/email.ts';
import { AppError, isUniqueViolation, notFound, tooManyRequests, validation } from '../../lib/errors.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.ts';
import type { Mailer } from '../mail/mailer.ts';
import { composeMail } from '../mail/mail.templates.ts';
import type { RegistrationRefs } from '../registration/registration.service.ts';
import type { NewUser, UserRow, UsersRepo } from '../users/users.repo.ts';
import { createUnsolicitedMail } from '../users/unsolicited-mail.ts';
import { presentUser } from '../users/users.presenter.ts';
import { greetingName } from '../../lib/account-names.ts';

const EMAIL_CHANGE = 'email-change';
/** Per account: each change mails an address the member names, so a chain of them is bounded. */
export const EMAIL_CHANGE_RULE: RateLimitRule = { name: 'email-change', limit: EMAIL_CHANGES_PER_DAY, windowSeconds: 24 * 3600 };


/** Builds the profile service. */
export function createProfileService({ users, refs, mailer, limiter }: { users: UsersRepo; refs: RegistrationRefs; mailer: Mailer; limiter: RateLimiter }) {
  const unsolicited = createUnsolicitedMail({ limiter, mailer });
  /** The change of address awaiting its code, if one can still be confirmed. */
  async function pendingChange(userId: number) {
    const code = await users.latestCode(userId, EMAIL_CHANGE);
    const live = code && !code.consumedAt && new Date(code.expiresAt).getTime() > Date.now() && code.attempts < VERIFICATION_CODE_MAX_ATTEMPTS;
    return live && code.detail ? code : undefined;
  }

  async function load(userId: number, language: Language) {
    const profile = await users.findProfile(userId);
    if (!profile) throw notFound();
    return presentUser(profile, language, (await pendingChange(userId))?.detail ?? null);
  }

  /**
   * Mails a code to the new address, or, when it is another account's, a notice to its owner. Both
   * ways do the same work (one lookup, one stored code, one mail), so neither answer nor timing tells.
   */
  async function askForEmailChange(user: UserRow, email: string) {
    const code = randomCode();
    await users.insertCode(user.id, EMAIL_CHANGE, codeHash(user.id, code), new Date(Date.now() + VERIFICATION_CODE_TTL_MINUTES * 60_000), email);
    const owner = await users.findByEmail(normalizeEmail(email));
    if (owner) await unsolicited.tellOwner(owner);
    else await unsolicited.sendChangeCode(composeMail('emailChangeCode', user.language, email, { name: greetingName(user), code, minutes: VERIFICATION_CODE_TTL_MINUTES }));
  }

  return {
    get: load,

    /** The code mailed to the new address makes the change; the old address is told. */
    async confirmEmail(userId: number, code: string, language: Language) {
      const user = await users.findById(userId);
      if (!user) throw notFound();
      const latest = await users.latestCode(userId, EMAIL_CHANGE);
      const fail = (key: MessageKey) => validation({ code: [key] });
      if (!latest || latest.consumedAt || !latest.detail) throw new AppError(409, 'profile.email_change_none');
      if (new Date(latest.expiresAt).getTime() <= Date.now()) throw fail('validation.code_expired');
      const guess = await users.spendGuess(latest.id, VERIFICATION_CODE_MAX_ATTEMPTS);
      if (!guess) throw fail('validation.code_locked');
      if (!sameHash(guess.codeHash, codeHash(userId, code)) || !(await users.consumeCode(latest.id))) {
        throw fail(guess.attempts >= VERIFICATION_CODE_MAX_ATTEMPTS ? 'validation.code_locked' : 'validation.code_invalid');
      }
      const email = latest.detail;
      // Taken since the code was sent (a registration finished meanwhile): the unique index decides.
      if (await users.findByEmail(normalizeEmail(email))) throw validation({ email: ['validation.email_taken'] });
      try {
        await users.update(userId, { email, emailNormalized: normalizeEmail(email), emailVerifiedAt: new Date() });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw validation({ email: ['validation.email_taken'] });
        }
        throw error;
      }
      // The old address hears of the change, so a hijacked session cannot move an account quietly.
      await mailer.send(composeMail('emailChanged', user.language, user.email, { name: greetingName(user), newEmail: email }));
      return { user: await load(userId, language), email };
    },

    /** Drops the change awaiting its code; the address stays as it is. */
    async cancelEmailChange(userId: number, language: Language) {
      if (!(await pendingChange(userId))) throw new AppError(409, 'profile.email_change_none');
      await users.voidCodes(userId, EMAIL_CHANGE);
      return load(userId, language);
    },

    /** Applies the sent fields; role, status, verification and ids are not in the schema, so cannot change. */
    /**
     * Changes the fields sent; a new address is only asked for (a code goes to it). `emailChangeAsked`
     * says whether this call asked for one, so the answer can say where the code went.
     */
    async update(userId: number, input: ProfileUpdate, language: Language): Promise<{ user: User; emailChangeAsked: boolean }> {
      const current = await users.findById(userId);
      if (!current) throw notFound();
      const errors: Record<string, MessageKey[]> = {};
      const changes: Partial<NewUser> = {};
      // Another account's address is not refused here: that would tell who is registered (issue 28).
      const newEmail = input.email !== undefined && normalizeEmail(input.email) !== current.emailNormalized ? input.email : undefined;
      const birth = input.birth_date === undefined ? undefined : birthDateProblem(input.birth_date);
      if (birth) errors.birth_date = [birth];
      if (input.country_id !== undefined && !(await refs.countryExists(input.country_id))) errors.country_id = ['validation.unknown_option'];
      if (input.organization_type_id !== undefined && !(await refs.organizationTypeExists(input.organization_type_id))) {
        errors.organization_type_id = ['validation.unknown_option'];
      }
      if (input.education_level_id !== undefined && !(await refs.educationLevelExists(input.education_level_id))) {
        errors.education_level_id = ['validation.unknown_option'];
      }
      if (Object.keys(errors).length) throw validation(errors);
      if (newEmail !== undefined) {
        const allowed = await limiter.consume(EMAIL_CHANGE_RULE, String(userId));
        if (!allowed.allowed) throw tooManyRequests(allowed.retryAfterSeconds, 'profile.email_change_limit');
      }

      const map: Array<[keyof ProfileUpdate, keyof NewUser]> = [
        ['display_name', 'displayName'],
        ['first_name', 'firstName'],
        ['last_name', 'lastName'],
        ['phone', 'phone'],
        ['gender', 'gender'],
        ['birth_date', 'birthDate'],
        ['country_id', 'countryId'],
        ['organization', 'organization'],
        ['organization_type_id', 'organizationTypeId'],
        ['organization_short_name', 'organizationShortName'],
        ['position', 'position'],
        ['education_level_id', 'educationLevelId'],
        ['field_of_study', 'fieldOfStudy'],
        ['experience_years', 'experienceYears'],
        ['language', 'language'],
      ];
      for (const [field, column] of map) {
        if (input[field] !== undefined) (changes as Record<string, unknown>)[column] = input[field];
      }
      if (Object.keys(changes).length) await users.update(userId, changes);
      if (newEmail !== undefined) await askForEmailChange(current, newEmail);
      return { user: await load(userId, language), emailChangeAsked: newEmail !== undefined };
    },
  };
}
