// Sign-in, sign-out, password reset and one-time sign-in links: the rules of ASVS 5 chapters 6 and 7.
// Wrong passwords slow down the address that sends them, with delays that rise, instead of locking
// the account: a stranger's guesses never shut the owner out (docs/decisions/036, issue 28).
import { LOGIN_FAILURES_PER_MINUTE, PASSWORD_RESET_TTL_MINUTES, SIGN_IN_LINK_TTL_MINUTES, TOKEN_TTL_DAYS, type Language } from '@wefe/contract';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { normalizeEmail } from '../../lib/email.ts';
import { AppError, forbidden, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.ts';
import type { Mailer } from '../mail/mailer.ts';
import { composeMail } from '../mail/mail.templates.ts';
import { hashPassword, isCommonPassword, verifyAgainstNothing, verifyPassword } from '../users/passwords.ts';
import type { DecoysRepo } from '../registration/registration-decoys.repo.ts';
import type { UsersRepo } from '../users/users.repo.ts';
import { greetingName } from '../../lib/account-names.ts';

/** Failures from one address, whatever the account: one password sprayed over many accounts. */
export const LOGIN_IP_RULE: RateLimitRule = { name: 'login-ip', limit: LOGIN_FAILURES_PER_MINUTE, windowSeconds: 60 };
/** Failures for one account from one address: a minute's wait, then an hour's, then a day's. */
export const LOGIN_PAIR_RULES: readonly RateLimitRule[] = [
  { name: 'login-pair', limit: LOGIN_FAILURES_PER_MINUTE, windowSeconds: 60 },
  { name: 'login-pair-hour', limit: 20, windowSeconds: 3600 },
  { name: 'login-pair-day', limit: 50, windowSeconds: 86_400 },
];
/**
 * Failures for one account from addresses that already failed for it: many addresses together get
 * no more guesses than one would, a minute's and an hour's worth.
 */
export const LOGIN_EMAIL_RULES: readonly RateLimitRule[] = [
  { name: 'login-email', limit: LOGIN_FAILURES_PER_MINUTE, windowSeconds: 60 },
  { name: 'login-email-hour', limit: 30, windowSeconds: 3600 },
];
/**
 * Attempts for one account from addresses that never failed for it (the owner at home): an allowance
 * of their own, which guesses from failing addresses cannot spend. A botnet spends it with new
 * addresses; the owner then signs in with a mailed link.
 */
export const LOGIN_FRESH_ADDRESS_RULE: RateLimitRule = { name: 'login-email-fresh', limit: 10, windowSeconds: 3600 };
const PAIR_DAY = LOGIN_PAIR_RULES[LOGIN_PAIR_RULES.length - 1]!;
// Sign-in links per address are capped silently (the answer must not reveal the address exists).
export const SIGN_IN_LINK_EMAIL_RULE: RateLimitRule = { name: 'sign-in-link-email', limit: 3, windowSeconds: 3600 };
export const SIGN_IN_LINK_IP_RULE: RateLimitRule = { name: 'sign-in-link-ip', limit: 10, windowSeconds: 3600 };
// Reset mails per address are capped silently (the answer must not reveal the address exists).
export const RESET_EMAIL_RULE: RateLimitRule = { name: 'reset-email', limit: 3, windowSeconds: 3600 };
export const RESET_IP_RULE: RateLimitRule = { name: 'reset-ip', limit: 10, windowSeconds: 3600 };

interface Deps {
  users: UsersRepo;
  decoys: DecoysRepo;
  limiter: RateLimiter;
  mailer: Mailer;
  publicUrl: string;
  /** Opens a transaction and hands its repository to the callback. */
  transaction<T>(work: (users: UsersRepo) => Promise<T>): Promise<T>;
}

/** Builds the auth service. */
export function createAuthService({ users, decoys, limiter, mailer, publicUrl, transaction }: Deps) {
  /**
   * Counts an attempt against every rule that applies to it before its password is read, atomically,
   * so guesses that arrive together cannot all pass before any has failed. Answers what it counted
   * (to give back if the attempt succeeds), or throws 429 with the longest wait, giving back first.
   */
  async function startSession(userId: number, stored: Language, language: Language) {
    const token = randomToken();
    await users.insertToken(userId, sha256(token), new Date(Date.now() + TOKEN_TTL_DAYS * 86_400_000));
    if (stored !== language) await users.update(userId, { language });
    return { userId, token };
  }

  async function countAttempt(email: string, ip: string): Promise<Array<[RateLimitRule, string]>> {
    const counted: Array<[RateLimitRule, string]> = [];
    const giveBack = async () => {
      for (const [rule, subject] of counted) await limiter.release(rule, subject);
    };
    const take = async (rule: RateLimitRule, subject: string) => {
      const state = await limiter.consume(rule, subject);
      if (state.allowed) counted.push([rule, subject]);
      return state;
    };
    const refuse = async (seconds: number): Promise<never> => {
      await giveBack();
      throw tooManyRequests(seconds, 'auth.too_many_attempts');
    };
    const pair = `${email}\n${ip}`;
    const byIp = await take(LOGIN_IP_RULE, ip);
    if (!byIp.allowed) return refuse(byIp.retryAfterSeconds);
    const failedHereBefore = (await limiter.check(PAIR_DAY, pair)).remaining < PAIR_DAY.limit;
    for (const rule of LOGIN_PAIR_RULES) {
      const state = await take(rule, pair);
      if (!state.allowed) return refuse(state.retryAfterSeconds);
    }
    if (!failedHereBefore) {
      const fresh = await take(LOGIN_FRESH_ADDRESS_RULE, email);
      if (fresh.allowed) return counted;
    }
    for (const rule of LOGIN_EMAIL_RULES) {
      const state = await take(rule, email);
      if (!state.allowed) return refuse(state.retryAfterSeconds);
    }
    return counted;
  }

  return {
    /**
     * Signs in. Unknown emails and wrong passwords answer alike and take alike. Failures count per
     * address, per account and address (rising waits), and per account from addresses that failed
     * for it; an address that never failed for the account has an allowance of its own.
     */
    async login(input: { email: string; password: string }, ip: string, language: Language) {
      const email = normalizeEmail(input.email);
      const counted = await countAttempt(email, ip);
      const user = await users.findByEmail(email);
      const ok = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstNothing(input.password);
      const forgetFailures = async () => {
        // A success is no failure: its own hits go back, and this address's failures for the account are forgotten.
        for (const [rule, subject] of counted) await limiter.release(rule, subject);
        for (const rule of LOGIN_PAIR_RULES) await limiter.reset(rule, `${email}\n${ip}`);
      };
      if (!user || !ok) {
        // The password of a decoy registration (issue 28) continues it, as a real unfinished one's
        // would. Every failure checks a second hash, the decoy's or none, so a decoy takes no longer.
        const decoy = user ? await decoys.latestFor(email) : undefined;
        const decoyOk = decoy ? await verifyPassword(decoy.passwordHash, input.password) : await verifyAgainstNothing(input.password);
        if (!decoy || !decoyOk) throw unauthorized('auth.invalid_credentials');
        await forgetFailures();
        const registrationToken = randomToken();
        await decoys.renewToken(decoy.userId, sha256(registrationToken));
        throw new AppError(401, 'auth.complete_registration', {
          meta: { user_id: decoy.userId, registration_token: registrationToken, next_step: 2, account_type: decoy.accountType },
        });
      }
      await forgetFailures();
      if (user.status === 'suspended') throw forbidden('auth.account_suspended');
      if (user.status === 'registering') {
        // The password proved the person: a new registration token lets this browser finish.
        const registrationToken = randomToken();
        await users.update(user.id, { registrationTokenHash: sha256(registrationToken), language });
        throw new AppError(401, 'auth.complete_registration', {
          meta: { user_id: user.id, registration_token: registrationToken, next_step: user.registrationStep ?? 2, account_type: user.accountType },
        });
      }
      return startSession(user.id, user.language, language);
    },

    /** Mails a one-time sign-in link when the address has an account that may sign in; answers the same either way. */
    async requestSignInLink(rawEmail: string, ip: string) {
      const ipState = await limiter.consume(SIGN_IN_LINK_IP_RULE, ip);
      if (!ipState.allowed) throw tooManyRequests(ipState.retryAfterSeconds);
      const email = normalizeEmail(rawEmail);
      const user = await users.findByEmail(email);
      if (!user || user.status === 'registering' || user.status === 'suspended') return;
      if (!(await limiter.consume(SIGN_IN_LINK_EMAIL_RULE, email)).allowed) return;
      const token = randomToken();
      await users.insertSignInLink(user.id, sha256(token), new Date(Date.now() + SIGN_IN_LINK_TTL_MINUTES * 60_000));
      const link = `${publicUrl}/login/link?token=${encodeURIComponent(token)}`;
      // Not awaited: the answer must come as fast for an unknown address as for a known one.
      void mailer.send(composeMail('signInLink', user.language, user.email, { name: greetingName(user), link, minutes: SIGN_IN_LINK_TTL_MINUTES }));
    },

    /** Signs in with a live link, once; a used, expired or unknown link answers 422 and changes nothing. */
    async redeemSignInLink(token: string, language: Language) {
      const userId = await users.consumeSignInLink(sha256(token));
      const user = userId === undefined ? undefined : await users.findById(userId);
      if (!user) throw new AppError(422, 'auth.link_invalid', { fieldErrors: { token: ['auth.link_invalid'] } });
      if (user.status === 'suspended') throw forbidden('auth.account_suspended');
      if (user.status === 'registering') throw new AppError(422, 'auth.link_invalid', { fieldErrors: { token: ['auth.link_invalid'] } });
      return startSession(user.id, user.language, language);
    },

    /** Revokes the token the request came with. */
    logout: (tokenId: number) => users.revokeToken(tokenId),

    /** Mails a single-use reset link when the address has an account; answers the same either way. */
    async forgotPassword(rawEmail: string, ip: string) {
      const ipState = await limiter.consume(RESET_IP_RULE, ip);
      if (!ipState.allowed) throw tooManyRequests(ipState.retryAfterSeconds);
      const email = normalizeEmail(rawEmail);
      const user = await users.findByEmail(email);
      if (!user || user.status === 'registering' || user.status === 'suspended') return;
      if (!(await limiter.consume(RESET_EMAIL_RULE, email)).allowed) return;
      const token = randomToken();
      await users.insertReset(user.id, sha256(token), new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000));
      const name = greetingName(user);
      const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      // Not awaited: the answer must come as fast for an unknown address as for a known one.
      void mailer.send(composeMail('passwordReset', user.language, user.email, { name, link, minutes: PASSWORD_RESET_TTL_MINUTES }));
    },

    /** Refuses a reset link that is used, expired or unknown, as setting the password would; changes nothing. */
    async checkResetLink(token: string) {
      if (!(await users.isResetUsable(sha256(token)))) throw new AppError(422, 'password.reset_invalid', { fieldErrors: { token: ['password.reset_invalid'] } });
    },

    /** Sets a new password through a live reset link, then signs the account out everywhere. */
    async resetPassword(token: string, password: string) {
      if (isCommonPassword(password)) throw new AppError(422, 'errors.validation', { fieldErrors: { password: ['validation.password_common'] } });
      const passwordHash = await hashPassword(password);
      await transaction(async (tx) => {
        const userId = await tx.consumeReset(sha256(token));
        if (!userId) throw new AppError(422, 'password.reset_invalid', { fieldErrors: { token: ['password.reset_invalid'] } });
        await tx.update(userId, { passwordHash });
        await tx.revokeAllTokens(userId);
        await tx.voidResets(userId);
      });
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
