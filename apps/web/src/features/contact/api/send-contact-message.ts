// POST /contact-messages: a visitor's message to the hub's team. The answer carries the translated
// thanks; a 422 names the fields, a 429 (with Retry-After) says to wait.
import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '@wefe/contract';
import { apiClient } from '@/lib/api-client';

export interface ContactMessageAnswer {
  success: boolean;
  message: string;
}

/** Sends the message (JSON: name, email, phone?, location?, body and the empty honeypot `website`). */
export function sendContactMessage(input: ContactMessageInput): Promise<ContactMessageAnswer> {
  return apiClient.post<ContactMessageAnswer>('/contact-messages', input);
}

/** The sending as a mutation (never retried: a message must not arrive twice). */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
