// Mail waiting to be sent, in the staff console (administrators only): notices the hub queued with the
// change they tell of (decisions, replies, contact messages) that the mail server has not taken yet,
// and those given up after their attempts ran out, to send again or discard.
import { z } from 'zod';
import { pageField, perPageField } from './form-fields.ts';

export const MAIL_QUEUE_PAGE_SIZE = 25;
export const MAIL_QUEUE_PAGE_SIZE_MAX = 100;

/** GET /admin/mail-queue: given-up mail first, then waiting mail, oldest first. */
export const mailQueueQuerySchema = z.object({
  page: pageField,
  per_page: perPageField(MAIL_QUEUE_PAGE_SIZE_MAX, MAIL_QUEUE_PAGE_SIZE),
});
export type MailQueueQuery = z.infer<typeof mailQueueQuerySchema>;

/** A queued mail as administrators see it: never its body, which may quote a visitor's message. */
export const staffQueuedMailSchema = z.object({
  id: z.number().int(),
  /** Which notice it is (submissionApproved, contactReply, ...). */
  template: z.string(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  next_attempt_at: z.string(),
  /** Why the last attempt failed, as the mail server or the network said it. */
  last_error: z.string().nullable(),
  /** Set once its attempts ran out: it is not tried again until an administrator sends it. */
  given_up_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffQueuedMail = z.infer<typeof staffQueuedMailSchema>;

/** GET /admin/mail-queue/counts. */
export const mailQueueCountsSchema = z.object({ waiting: z.number().int(), given_up: z.number().int() });
export type MailQueueCounts = z.infer<typeof mailQueueCountsSchema>;

/** POST /admin/mail-queue/{id}/send: sent, or still queued (`mail`, with why it failed). */
export const mailSendResultSchema = z.object({ sent: z.boolean(), mail: staffQueuedMailSchema.nullable() });
export type MailSendResult = z.infer<typeof mailSendResultSchema>;
