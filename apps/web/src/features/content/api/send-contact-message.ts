import { contactResponseSchema, type ContactMessage, type ContactResponse } from '@shop/contracts';
import { apiClient, parseAnswer } from '../../../lib/api-client';

export const CONTACT_PATH = '/api/contact/';

/**
 * POST /api/contact/: the shop keeps the message and mails it to its own address. Answers 201
 * `{detail}`; 400 with a message per field; 429 when this address sent too many.
 */
export async function sendContactMessage(message: ContactMessage): Promise<ContactResponse> {
  const data = await apiClient.post(CONTACT_PATH, message);
  return parseAnswer(contactResponseSchema, data, CONTACT_PATH);
}
