import { contactResponseSchema, type ContactMessage, type ContactResponse } from '@shop/contracts';
import { api } from '../../../lib/api';
import { parseAnswer } from '../../../lib/api-client';

export const CONTACT_PATH = '/api/contact/';

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/contact/: the shop keeps the message and mails it to its own address. Answers
     * 201 `{detail}`; 400 with a message per field; 429 when this address sent too many.
     */
    sendContactMessage: build.mutation<ContactResponse, ContactMessage>({
      query: (message) => ({
        url: CONTACT_PATH,
        method: 'POST',
        body: message,
        check: (data) => parseAnswer(contactResponseSchema, data, CONTACT_PATH),
      }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
