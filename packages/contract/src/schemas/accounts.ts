// Accounts: sign-in, registration (individual and entity), password reset, profile, entity review.
// Messages named here ('validation.*') are API message keys, worded in the request's language.
import { z } from 'zod';
import {
  DB_INTEGER_MAX,
  EMAIL_MAX,
  EXPERIENCE_YEAR_CHOICES,
  EXPERIENCE_YEARS_MAX,
  EXPERIENCE_YEARS_MIN,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  TEXT_FIELD_MAX,
  VERIFICATION_CODE_LENGTH,
} from '../limits.ts';

// Letters of any script, marks, spaces, apostrophes, dots and hyphens: real names, not markup.
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u;
// Digits with an optional leading +, spaces, dashes and brackets; 6 to 20 characters.
const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,19}$/;
// Control characters (other than tab and line breaks) never belong in text a person typed.
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
const NO_CONTROL = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

const required = { error: 'validation.required' } as const;

/** Free text of one line, trimmed; empty is refused. */
export const textField = (max = TEXT_FIELD_MAX) =>
  z.string(required).trim().min(1, required).max(max, { error: 'validation.too_long' }).regex(NO_CONTROL, { error: 'validation.invalid_text' });

export const personName = z
  .string(required)
  .trim()
  .min(1, required)
  .max(NAME_MAX, { error: 'validation.too_long' })
  .regex(NAME_PATTERN, { error: 'validation.name' });

export const emailField = z
  .string(required)
  .trim()
  .min(1, required)
  .max(EMAIL_MAX, { error: 'validation.too_long' })
  .pipe(z.email({ error: 'validation.email' }));

export const passwordField = z
  .string(required)
  .min(1, required)
  .min(PASSWORD_MIN, { error: 'validation.password_too_short' })
  .max(PASSWORD_MAX, { error: 'validation.password_too_long' });

export const phoneField = z.string(required).trim().min(1, required).regex(PHONE_PATTERN, { error: 'validation.phone' });

/** An id sent as a number or a numeric string (multipart sends strings). */
export const idField = z.coerce
  .number(required)
  .int({ error: 'validation.integer' })
  .positive({ error: 'validation.invalid' })
  .max(DB_INTEGER_MAX, { error: 'validation.invalid' });

/** A form's empty value is a missing one: a blank choice, count or date is "required", not "not valid" or 0. */
export const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
/** A required choice: an empty select says "required", not "not valid". */
export const requiredId = z.preprocess(blankToUndefined, idField);
/** A required whole number sent as text (multipart): empty is "required", never read as 0. */
const requiredCount = (max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number(required).int({ error: 'validation.integer' }).min(0, { error: 'validation.min_zero' }).max(max));

/** A calendar date YYYY-MM-DD; an empty one is "required", not "not a valid date". */
export const dateField = z.string(required).min(1, required).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' });

export const otpField = z
  .string(required)
  .trim()
  .length(VERIFICATION_CODE_LENGTH, { error: 'validation.otp' })
  .regex(/^[0-9]+$/, { error: 'validation.otp' });

export const GENDERS = ['male', 'female', 'other'] as const;
export const ACCOUNT_TYPES = ['individual', 'entity'] as const;
export const ROLES = ['member', 'reviewer', 'admin'] as const;
export const ACCOUNT_STATUSES = ['registering', 'pending_approval', 'active', 'rejected', 'suspended'] as const;
export type Role = (typeof ROLES)[number];
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

// ---- sign-in -------------------------------------------------------------------------------

export const loginRequestSchema = z.object({
  email: z.string(required).trim().min(1, required).max(EMAIL_MAX, { error: 'validation.too_long' }),
  password: z.string(required).min(1, required).max(1024, { error: 'validation.too_long' }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

// ---- individual registration ---------------------------------------------------------------

export const registerStep1Schema = z
  .object({
    first_name: personName,
    last_name: personName,
    phone: phoneField,
    email: emailField,
    country_id: requiredId,
    gender: z.enum(['male', 'female'], { error: 'validation.gender' }),
    birth_date: dateField,
    password: passwordField,
    password_confirmation: z.string(required),
  })
  .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], error: 'validation.password_mismatch' });
export type RegisterStep1 = z.infer<typeof registerStep1Schema>;

/** Steps after the first carry the user id and the registration token the first step answered. */
const registrationRef = {
  user_id: idField,
};

export const verifyAccountSchema = z.object({ ...registrationRef, otp: otpField });
export const resendCodeSchema = z.object(registrationRef);
export const registrationStatusQuerySchema = z.object(registrationRef);

export const registerStep3Schema = z.object({
  ...registrationRef,
  organization: textField(),
  organization_type_id: requiredId,
  organization_short_name: textField(50),
  position: textField(),
});

export const registerStep4Schema = z.object({
  ...registrationRef,
  education_level_id: requiredId,
  field_of_study: textField(),
  experience_years: z.preprocess(
    blankToUndefined,
    z.coerce
      .number(required)
      .int()
      .refine((n) => (EXPERIENCE_YEAR_CHOICES as readonly number[]).includes(n), { error: 'validation.experience_choice' }),
  ),
});

// ---- entity registration -------------------------------------------------------------------

export const ENTITY_TYPES = ['government', 'ngo', 'private', 'academic', 'international', 'other'] as const;

/** Text fields of the entity form's first step (the files come as multipart parts). */
export const entityStep1Schema = z
  .object({
    entity_name: textField(150),
    entity_short_name: z.string().trim().max(50, { error: 'validation.too_long' }).optional().default(''),
    // Not chosen is "required", as for the other choices; a value outside the list is "not valid".
    entity_type: z.preprocess(blankToUndefined, z.enum(ENTITY_TYPES, { error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid') })),
    field_of_expertise: textField(),
    country_id: requiredId,
    address: textField(),
    location: textField(),
    website: z.string(required).trim().min(1, required).max(500, { error: 'validation.too_long' }).pipe(z.url({ protocol: /^https?$/, error: 'validation.url' })),
    phone: z.string().trim().optional().default('').refine((v) => v === '' || PHONE_PATTERN.test(v), { error: 'validation.phone' }),
    email: emailField,
    years_of_operation: requiredCount(1000),
    password: passwordField,
    password_confirmation: z.string(required),
  })
  .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], error: 'validation.password_mismatch' });
export type EntityStep1 = z.infer<typeof entityStep1Schema>;

const counter = requiredCount(1_000_000);

export const entityStep3Schema = z.object({
  ...registrationRef,
  number_of_employees: counter,
  main_programs: counter,
  main_projects: counter,
});

// ---- password reset ------------------------------------------------------------------------

export const forgotPasswordSchema = z.object({ email: emailField });
/** The token of a password-reset link. */
const resetTokenField = z.string(required).min(20, { error: 'validation.invalid' }).max(200);
/** POST /reset-password/check: the link's token in the body, never in an address that logs keep. */
export const resetLinkCheckSchema = z.object({ token: resetTokenField });
/** POST /login/link: mails a one-time sign-in link to the address, when it has an account (issue 28). */
export const signInLinkRequestSchema = z.object({ email: emailField });
/** POST /login/link/redeem: the link's token, in the body. */
export const signInLinkRedeemSchema = z.object({ token: resetTokenField });
export const resetPasswordSchema = z
  .object({
    token: resetTokenField,
    password: passwordField,
    password_confirmation: z.string(required),
  })
  .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], error: 'validation.password_mismatch' });

// ---- profile -------------------------------------------------------------------------------

const optionalText = (max = TEXT_FIELD_MAX) => textField(max).optional();

/** PUT /profile: only the fields sent change; role, status, ids and verification cannot be set. */
export const profileUpdateSchema = z.object({
  display_name: optionalText(NAME_MAX),
  first_name: personName.optional(),
  last_name: personName.optional(),
  email: emailField.optional(),
  phone: phoneField.optional(),
  gender: z.enum(GENDERS, { error: 'validation.gender' }).optional(),
  birth_date: dateField.optional(),
  country_id: idField.optional(),
  organization: optionalText(),
  organization_type_id: idField.optional(),
  organization_short_name: optionalText(50),
  position: optionalText(),
  education_level_id: idField.optional(),
  field_of_study: optionalText(),
  experience_years: z.coerce
    .number()
    .int({ error: 'validation.integer' })
    .min(EXPERIENCE_YEARS_MIN, { error: 'validation.experience_range' })
    .max(EXPERIENCE_YEARS_MAX, { error: 'validation.experience_range' })
    .optional(),
  language: z.enum(['en', 'ar', 'fr']).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** POST /profile/email/confirm: the code mailed to the new address. */
export const emailChangeConfirmSchema = z.object({ code: otpField });
export type EmailChangeConfirm = z.infer<typeof emailChangeConfirmSchema>;

// ---- answers -------------------------------------------------------------------------------

const ref = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** A user as the API shows them to themselves (and to staff). */
export const userSchema = z.object({
  id: z.number().int(),
  account_type: z.enum(ACCOUNT_TYPES),
  role: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  email: z.string(),
  email_verified: z.boolean(),
  /** The address a change waits to be confirmed for, by the code mailed to it; null when none waits. */
  pending_email: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  display_name: z.string().nullable(),
  phone: z.string().nullable(),
  gender: z.string().nullable(),
  birth_date: z.string().nullable(),
  country: ref,
  organization: z.string().nullable(),
  organization_name: z.string().nullable(),
  organization_short_name: z.string().nullable(),
  organization_type: ref,
  position: z.string().nullable(),
  field_of_study: z.string().nullable(),
  experience_years: z.number().int().nullable(),
  education_level: ref,
  language: z.enum(['en', 'ar', 'fr']),
  profile_picture_url: z.string().nullable(),
  entity: z
    .object({
      entity_name: z.string().nullable(),
      entity_short_name: z.string().nullable(),
      entity_type: z.string().nullable(),
      field_of_expertise: z.string().nullable(),
      address: z.string().nullable(),
      location: z.string().nullable(),
      website: z.string().nullable(),
      years_of_operation: z.number().int().nullable(),
      number_of_employees: z.number().int().nullable(),
      main_programs: z.number().int().nullable(),
      main_projects: z.number().int().nullable(),
      verification_document_name: z.string().nullable(),
      verification_document_url: z.string().nullable(),
      rejection_reason: z.string().nullable(),
    })
    .nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const loginAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ user: userSchema, token: z.string() }),
  meta: z.object({ user_id: z.number().int() }),
});

/** Where an unfinished registration stands; `next_step` is 2 (verify), 3 or 4 for individuals, 2 or 3 for entities. */
export const registrationStatusSchema = z.object({
  user_id: z.number().int(),
  account_type: z.enum(ACCOUNT_TYPES),
  next_step: z.number().int(),
  total_steps: z.number().int(),
  email_verified: z.boolean(),
  completed: z.boolean(),
  resend_available_in: z.number().int().describe('seconds until a new code may be sent'),
});
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

/** The first step's answer: the new account and the secret that lets this browser finish it. */
export const registrationStartedSchema = z.object({
  user_id: z.number().int(),
  registration_token: z.string(),
  next_step: z.number().int(),
});

export const entityReviewSchema = z.object({
  reason: z.string().trim().max(2000, { error: 'validation.too_long' }).optional().default(''),
});
export const entityRejectSchema = z.object({
  reason: z.string(required).trim().min(1, required).max(2000, { error: 'validation.too_long' }),
});
