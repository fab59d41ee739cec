// Sign-in, sign-out and password reset: the rules of ASVS 5 chapters 6 and 7.
import { LOGIN_FAILURES_PER_MINUTE, PASSWORD_RESET_TTL_MINUTES, TOKEN_TTL_DAYS, type Language } from '@wefe/contract';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { normalizeEmail } from '../../lib/email.ts';
import { AppError, forbidden, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limit/rate-limiter.ts';
import type { Mailer } from '../mail/mailer.ts';
import { composeMail } from '../mail/mail.templates.ts';
import { hashPassword, isCommonPassword, verifyAgainstNothing, verifyPassword } from '../users/passwords.ts';
import type { UsersRepo } from '../users/users.repo.ts';

export const LOGIN_EMAIL_RULE: RateLimitRule = { name: 'login-email', limit: LOGIN_FAILURES_PER_MINUTE, windowSeconds: 60 };
export const LOGIN_IP_RULE: RateLimitRule = { name: 'login-ip', limit: LOGIN_FAILURES_PER_MINUTE, windowSeconds: 60 };
// Reset mails per address are capped silently (the answer must not reveal the address exists).
export const RESET_EMAIL_RULE: RateLimitRule = { name: 'reset-email', limit: 3, windowSeconds: 3600 };
export const RESET_IP_RULE: RateLimitRule = { name: 'reset-ip', limit: 10, windowSeconds: 3600 };

interface Deps {
  users: UsersRepo;
  limiter: RateLimiter;
  mailer: Mailer;
  publicUrl: string;
  /** Opens a transaction and hands its repository to the callback. */
  transaction<T>(work: (users: UsersRepo) => Promise<T>): Promise<T>;
}

/** Builds the auth service. */
export function createAuthService({ users, limiter, mailer, publicUrl, transaction }: Deps) {
  return {
    /**
     * Signs in. Unknown emails and wrong passwords answer alike and take alike; failures count per
     * email and per address, and after 5 in a minute nothing is evaluated until the window passes.
     */
    async login(input: { email: string; password: string }, ip: string, language: Language) {
      const email = normalizeEmail(input.email);
      // Each attempt is counted as a failure before its password is read, atomically: a check made
      // first would let guesses that arrive together all pass before any of them had failed.
      const byEmail = await limiter.consume(LOGIN_EMAIL_RULE, email);
      if (!byEmail.allowed) throw tooManyRequests(byEmail.retryAfterSeconds);
      const byIp = await limiter.consume(LOGIN_IP_RULE, ip);
      if (!byIp.allowed) {
        await limiter.release(LOGIN_EMAIL_RULE, email);
        throw tooManyRequests(byIp.retryAfterSeconds);
      }
      const user = await users.findByEmail(email);
      const ok = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstNothing(input.password);
      if (!user || !ok) throw unauthorized('auth.invalid_credentials');
      await limiter.reset(LOGIN_EMAIL_RULE, email);
      await limiter.release(LOGIN_IP_RULE, ip);
      if (user.status === 'suspended') throw forbidden('auth.account_suspended');
      if (user.status === 'registering') {
        // The password proved the person: a new registration token lets this browser finish.
        const registrationToken = randomToken();
        await users.update(user.id, { registrationTokenHash: sha256(registrationToken), language });
        throw new AppError(401, 'auth.complete_registration', {
          meta: { user_id: user.id, registration_token: registrationToken, next_step: user.registrationStep ?? 2, account_type: user.accountType },
        });
      }
      const token = randomToken();
      await users.insertToken(user.id, sha256(token), new Date(Date.now() + TOKEN_TTL_DAYS * 86_400_000));
      if (user.language !== language) await users.update(user.id, { language });
      return { userId: user.id, token };
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
      const name = user.firstName ?? user.entityName ?? '';
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
