// Registration of individuals (4 steps) and entities (3 steps). Steps run in order, once each;
// each step after the first needs the registration token the first step answered, so knowing a
// user id grants nothing. An address that already has an account is answered as a new one would be
// (a decoy registration whose code goes nowhere; the owner is mailed instead), so step 1 tells no
// one who is registered (issue 28).
import {
  RESEND_COOLDOWN_SECONDS,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_RESENDS_PER_HOUR,
  type Language,
  type RegistrationStatus,
} from '@wefe/contract';
import { codeHash, randomCode, randomToken, sameHash, sha256 } from '../../lib/crypto.ts';
import { birthDateProblem } from '../../lib/dates.ts';
import { normalizeEmail } from '../../lib/email.ts';
import { AppError, conflict, isUniqueViolation, notFound, tooManyRequests, validation } from '../../lib/errors.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.ts';
import type { Mailer } from '../mail/mailer.ts';
import { composeMail } from '../mail/mail.templates.ts';
import { hashPassword, isCommonPassword } from '../users/passwords.ts';
import type { NewUser, UserRow, UsersRepo } from '../users/users.repo.ts';
import { createUnsolicitedMail } from '../users/unsolicited-mail.ts';
import type { DecoyRow, DecoysRepo } from './registration-decoys.repo.ts';
import { greetingName } from '../../lib/account-names.ts';

export const REGISTER_IP_RULE: RateLimitRule = { name: 'register-ip', limit: 10, windowSeconds: 3600 };
export const RESEND_RULE: RateLimitRule = { name: 'code-resend', limit: VERIFICATION_RESENDS_PER_HOUR, windowSeconds: 3600 };
const EMAIL_PURPOSE = 'email';

export interface RegistrationRefs {
  countryExists(id: number): Promise<boolean>;
  organizationTypeExists(id: number): Promise<boolean>;
  educationLevelExists(id: number): Promise<boolean>;
  organizationTypeIdBySlug(slug: string): Promise<number | undefined>;
}

interface Deps {
  users: UsersRepo;
  decoys: DecoysRepo;
  refs: RegistrationRefs;
  limiter: RateLimiter;
  mailer: Mailer;
  publicUrl: string;
}

const totalSteps = (user: Pick<UserRow, 'accountType'>) => (user.accountType === 'entity' ? 3 : 4);
const isDecoy = (registration: UserRow | DecoyRow): registration is DecoyRow => 'ownerId' in registration;
const secondsLeft = (since: Date | string, seconds: number) => Math.max(0, Math.ceil((new Date(since).getTime() + seconds * 1000 - Date.now()) / 1000));

/** What step 1 answers, and (for the route only, never sent) whether it was a decoy. */
export interface RegistrationStarted {
  user_id: number;
  registration_token: string;
  next_step: number;
  decoy: boolean;
}

/** Builds the registration service. */
export function createRegistrationService({ users, decoys, refs, limiter, mailer, publicUrl }: Deps) {
  const unsolicited = createUnsolicitedMail({ limiter, mailer });
  async function sendCode(user: UserRow) {
    const code = randomCode();
    await users.insertCode(user.id, EMAIL_PURPOSE, codeHash(user.id, code), new Date(Date.now() + VERIFICATION_CODE_TTL_MINUTES * 60_000));
    const name = greetingName(user);
    await mailer.send(composeMail('verificationCode', user.language, user.email, { name, code, minutes: VERIFICATION_CODE_TTL_MINUTES }));
  }

  async function resendWait(registration: UserRow | DecoyRow): Promise<number> {
    if (isDecoy(registration)) return secondsLeft(registration.codeSentAt, RESEND_COOLDOWN_SECONDS);
    const latest = await users.latestCode(registration.id, EMAIL_PURPOSE);
    return latest ? secondsLeft(latest.createdAt, RESEND_COOLDOWN_SECONDS) : 0;
  }

  async function status(user: UserRow | DecoyRow): Promise<RegistrationStatus> {
    if (isDecoy(user)) {
      return {
        user_id: user.userId,
        account_type: user.accountType,
        next_step: 2,
        total_steps: totalSteps(user),
        email_verified: false,
        completed: false,
        resend_available_in: await resendWait(user),
      };
    }
    const completed = user.status !== 'registering';
    return {
      user_id: user.id,
      account_type: user.accountType,
      next_step: completed ? totalSteps(user) : (user.registrationStep ?? 2),
      total_steps: totalSteps(user),
      email_verified: user.emailVerifiedAt !== null,
      completed,
      resend_available_in: completed || user.emailVerifiedAt ? 0 : await resendWait(user),
    };
  }

  /** The unfinished registration (or decoy) the id and token name; a wrong token is the same as none. */
  async function unfinished(userId: number, token: string | undefined): Promise<UserRow | DecoyRow> {
    const user = await users.findById(userId);
    if (user && user.status === 'registering' && token && user.registrationTokenHash && sameHash(user.registrationTokenHash, sha256(token))) return user;
    const decoy = user ? undefined : await decoys.find(userId);
    if (decoy && token && sameHash(decoy.tokenHash, sha256(token))) return decoy;
    throw notFound('registration.not_found');
  }

  /** An unfinished registration of the kind a step is for; a decoy is one whose code was never entered. */
  async function unfinishedOfKind(userId: number, token: string | undefined, kind: UserRow['accountType'], step: number): Promise<UserRow> {
    const registration = await unfinished(userId, token);
    if (registration.accountType !== kind) throw notFound('registration.not_found');
    if (isDecoy(registration)) throw new AppError(409, 'registration.wrong_step', { params: { step: 2 } });
    atStep(registration, step);
    return registration;
  }

  function atStep(user: UserRow, step: number) {
    if (user.registrationStep !== step) throw new AppError(409, 'registration.wrong_step', { params: { step: user.registrationStep ?? 2 } });
  }

  // Another account's address is no error: the registration goes on as a decoy (see create).
  async function checkNewAccount(password: string, countryId: number) {
    const errors: Record<string, MessageKey[]> = {};
    if (isCommonPassword(password)) errors.password = ['validation.password_common'];
    if (!(await refs.countryExists(countryId))) errors.country_id = ['validation.unknown_option'];
    return errors;
  }

  async function checkIndividual(input: { email: string; password: string; country_id: number; birth_date: string }) {
    const errors = await checkNewAccount(input.password, input.country_id);
    const birth = birthDateProblem(input.birth_date);
    if (birth) errors.birth_date = [birth];
    if (Object.keys(errors).length) throw validation(errors);
  }

  /**
   * The registration of an address that has an account: an id from the users' sequence, a token, a
   * mail to the owner. The same work as a real one (the password was hashed alike), so as fast.
   */
  async function startDecoy(owner: UserRow, values: NewUser, registrationToken: string): Promise<RegistrationStarted> {
    const userId = await decoys.reserveUserId();
    await decoys.insert({
      userId,
      tokenHash: sha256(registrationToken),
      accountType: values.accountType,
      emailNormalized: values.emailNormalized,
      passwordHash: values.passwordHash,
      ownerId: owner.id,
    });
    await unsolicited.tellOwner(owner);
    return { user_id: userId, registration_token: registrationToken, next_step: 2, decoy: true };
  }

  async function create(values: NewUser, ip: string): Promise<RegistrationStarted> {
    const state = await limiter.consume(REGISTER_IP_RULE, ip);
    if (!state.allowed) throw tooManyRequests(state.retryAfterSeconds);
    const registrationToken = randomToken();
    const owner = await users.findByEmail(values.emailNormalized);
    if (owner) return startDecoy(owner, values, registrationToken);
    let user: UserRow;
    try {
      user = await users.insert({ ...values, registrationTokenHash: sha256(registrationToken) });
    } catch (error) {
      // Two registrations of one address at once: the unique index decides, the loser becomes a decoy.
      const winner = isUniqueViolation(error) ? await users.findByEmail(values.emailNormalized) : undefined;
      if (winner) return startDecoy(winner, values, registrationToken);
      throw error;
    }
    await sendCode(user);
    return { user_id: user.id, registration_token: registrationToken, next_step: 2, decoy: false };
  }

  return {
    /** Step 1 of an individual: creates the unfinished account and mails a code. */
    async startIndividual(
      input: { first_name: string; last_name: string; phone: string; email: string; country_id: number; gender: string; birth_date: string; password: string },
      extra: { profilePictureId?: number },
      ip: string,
      language: Language,
    ) {
      await checkIndividual(input);
      return create(
        {
          email: input.email,
          emailNormalized: normalizeEmail(input.email),
          passwordHash: await hashPassword(input.password),
          accountType: 'individual',
          status: 'registering',
          registrationStep: 2,
          language,
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone,
          gender: input.gender,
          birthDate: input.birth_date,
          countryId: input.country_id,
          profilePictureId: extra.profilePictureId ?? null,
        },
        ip,
      );
    },

    /** Checks an individual's first step before a picture is stored. */
    checkIndividual,

    /** Checks an entity's first step before its files are stored. */
    async checkEntity(input: { password: string; country_id: number }) {
      const errors = await checkNewAccount(input.password, input.country_id);
      if (Object.keys(errors).length) throw validation(errors);
    },

    /** Step 1 of an entity: the unfinished account with its proof document; a code is mailed. */
    async startEntity(
      input: {
        entity_name: string;
        entity_short_name: string;
        entity_type: string;
        field_of_expertise: string;
        country_id: number;
        address: string;
        location: string;
        website: string;
        phone: string;
        email: string;
        years_of_operation: number;
        password: string;
      },
      files: { profilePictureId?: number; verificationDocumentId: number },
      ip: string,
      language: Language,
    ) {
      return create(
        {
          email: input.email,
          emailNormalized: normalizeEmail(input.email),
          passwordHash: await hashPassword(input.password),
          accountType: 'entity',
          status: 'registering',
          registrationStep: 2,
          language,
          firstName: input.entity_name,
          entityName: input.entity_name,
          entityShortName: input.entity_short_name || null,
          entityType: input.entity_type,
          organization: input.entity_name,
          organizationShortName: input.entity_short_name || null,
          organizationTypeId: (await refs.organizationTypeIdBySlug(input.entity_type)) ?? null,
          fieldOfExpertise: input.field_of_expertise,
          countryId: input.country_id,
          address: input.address,
          location: input.location,
          website: input.website,
          phone: input.phone || null,
          yearsOfOperation: input.years_of_operation,
          profilePictureId: files.profilePictureId ?? null,
          verificationDocumentId: files.verificationDocumentId,
        },
        ip,
      );
    },

    /** Step 2 (both kinds): the emailed code. At most 5 guesses per code, each code once, 10 minutes. */
    async verify(userId: number, token: string | undefined, otp: string) {
      const user = await unfinished(userId, token);
      const fail = (key: MessageKey) => validation({ otp: [key] });
      if (isDecoy(user)) {
        // No code was sent: every guess is wrong, counted and timed out as a real code's are.
        if (secondsLeft(user.codeSentAt, VERIFICATION_CODE_TTL_MINUTES * 60) === 0) throw fail('validation.code_expired');
        const attempts = await decoys.spendGuess(user.userId, VERIFICATION_CODE_MAX_ATTEMPTS);
        throw fail(attempts === undefined || attempts >= VERIFICATION_CODE_MAX_ATTEMPTS ? 'validation.code_locked' : 'validation.code_invalid');
      }
      atStep(user, 2);
      const code = await users.latestCode(user.id, EMAIL_PURPOSE);
      if (!code || code.consumedAt) throw fail('validation.code_expired');
      if (new Date(code.expiresAt).getTime() <= Date.now()) throw fail('validation.code_expired');
      const guess = await users.spendGuess(code.id, VERIFICATION_CODE_MAX_ATTEMPTS);
      if (!guess) throw fail('validation.code_locked');
      if (!sameHash(guess.codeHash, codeHash(user.id, otp)) || !(await users.consumeCode(code.id))) {
        throw fail(guess.attempts >= VERIFICATION_CODE_MAX_ATTEMPTS ? 'validation.code_locked' : 'validation.code_invalid');
      }
      const updated = await users.updateWhen(user.id, { status: 'registering', registrationStep: 2 }, { emailVerifiedAt: new Date(), registrationStep: 3 });
      if (!updated) throw conflict();
      // A person's picture goes public once their address is verified; an entity's once staff approve it.
      if (updated.accountType === 'individual') await users.publishProfilePicture(updated.id);
      return status(updated);
    },

    /** A new code, at most once a minute and 5 times an hour. */
    async resend(userId: number, token: string | undefined) {
      const user = await unfinished(userId, token);
      if (!isDecoy(user)) atStep(user, 2);
      const wait = await resendWait(user);
      if (wait > 0) throw new AppError(429, 'registration.resend_wait', { params: { seconds: wait }, retryAfterSeconds: wait, meta: { retry_after: wait } });
      const hourly = await limiter.consume(RESEND_RULE, String(userId));
      if (!hourly.allowed) throw tooManyRequests(hourly.retryAfterSeconds);
      if (isDecoy(user)) {
        const owner = await decoys.owner(user);
        if (owner) await unsolicited.tellOwner(owner);
        await decoys.markSent(user.userId);
        return status((await decoys.find(user.userId)) ?? user);
      }
      await sendCode(user);
      return status(user);
    },

    async status(userId: number, token: string | undefined) {
      return status(await unfinished(userId, token));
    },

    /** Step 3 of an individual: career. */
    async saveCareer(input: { user_id: number; organization: string; organization_type_id: number; organization_short_name: string; position: string }, token: string | undefined) {
      const user = await unfinishedOfKind(input.user_id, token, 'individual', 3);
      if (!(await refs.organizationTypeExists(input.organization_type_id))) throw validation({ organization_type_id: ['validation.unknown_option'] });
      const updated = await users.updateWhen(
        user.id,
        { status: 'registering', registrationStep: 3 },
        {
          organization: input.organization,
          organizationTypeId: input.organization_type_id,
          organizationShortName: input.organization_short_name,
          position: input.position,
          registrationStep: 4,
        },
      );
      if (!updated) throw conflict();
      return status(updated);
    },

    /** Step 4 of an individual: education and experience; the account becomes active. */
    async finishIndividual(input: { user_id: number; education_level_id: number; field_of_study: string; experience_years: number }, token: string | undefined) {
      const user = await unfinishedOfKind(input.user_id, token, 'individual', 4);
      if (!(await refs.educationLevelExists(input.education_level_id))) throw validation({ education_level_id: ['validation.unknown_option'] });
      const updated = await users.updateWhen(
        user.id,
        { status: 'registering', registrationStep: 4 },
        {
          educationLevelId: input.education_level_id,
          fieldOfStudy: input.field_of_study,
          experienceYears: input.experience_years,
          status: 'active',
          registrationStep: null,
          registrationTokenHash: null,
        },
      );
      if (!updated) throw conflict();
      return status(updated);
    },

    /** Step 3 of an entity: its size; the account then waits for staff approval. */
    async finishEntity(input: { user_id: number; number_of_employees: number; main_programs: number; main_projects: number }, token: string | undefined) {
      const user = await unfinishedOfKind(input.user_id, token, 'entity', 3);
      const updated = await users.updateWhen(
        user.id,
        { status: 'registering', registrationStep: 3 },
        {
          numberOfEmployees: input.number_of_employees,
          mainPrograms: input.main_programs,
          mainProjects: input.main_projects,
          status: 'pending_approval',
          registrationStep: null,
          registrationTokenHash: null,
        },
      );
      if (!updated) throw conflict();
      for (const staff of await users.staffEmails()) {
        await mailer.send(composeMail('entityAwaitingReview', staff.language, staff.email, { entity: updated.entityName ?? updated.email, link: `${publicUrl}/admin` }));
      }
      return status(updated);
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
