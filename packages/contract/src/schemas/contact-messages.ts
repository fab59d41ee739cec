// Contact messages in the staff console (issue 9): the inbox of the contact form, staff replies
// mailed to the sender, and the open / handled state.
import { z } from 'zod';
import { blankToUndefined, pageField, perPageField } from './form-fields.ts';

/** The longest reply staff may send, and the most messages one page answers. */
export const CONTACT_REPLY_MAX = 5000;
export const CONTACT_MESSAGES_PAGE_SIZE = 20;
export const CONTACT_MESSAGES_PAGE_SIZE_MAX = 100;

/** Open messages wait for staff; handled ones were answered or marked handled. */
export const CONTACT_MESSAGE_STATES = ['open', 'handled'] as const;
export type ContactMessageState = (typeof CONTACT_MESSAGE_STATES)[number];

const invalid = { error: 'validation.invalid' } as const;
/** GET /admin/contact-messages: newest first, all of them unless `status` narrows the list. */
export const contactMessagesQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(CONTACT_MESSAGE_STATES, invalid).optional()),
  page: pageField,
  per_page: perPageField(CONTACT_MESSAGES_PAGE_SIZE_MAX, CONTACT_MESSAGES_PAGE_SIZE),
});
export type ContactMessagesQuery = z.infer<typeof contactMessagesQuerySchema>;

const staffRef = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** A contact message as staff see it; `handled_by` and `reply.by` are null once that account is gone. */
export const staffContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  body: z.string(),
  /** The language the sender wrote in (the site's language then): en, ar or fr. */
  language: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  handled_by: staffRef,
  reply: z.object({ body: z.string(), sent_at: z.string(), by: staffRef }).nullable(),
});
export type StaffContactMessage = z.infer<typeof staffContactMessageSchema>;

/** GET /admin/contact-messages/counts: how many messages each tab holds. */
export const contactMessageCountsSchema = z.object({ open: z.number().int(), handled: z.number().int() });
export type ContactMessageCounts = z.infer<typeof contactMessageCountsSchema>;

const required = { error: 'validation.required' } as const;

/** POST /admin/contact-messages/{id}/reply: the answer mailed to the sender. */
export const contactReplySchema = z.object({
  body: z.string(required).trim().min(1, required).max(CONTACT_REPLY_MAX, { error: 'validation.too_long' }),
});
export type ContactReply = z.infer<typeof contactReplySchema>;
