import { z } from 'zod';

/**
 * The contact form (spec §3, §5): five required fields, the e-mail must look like one. The
 * phone number is optional. Lengths keep a message a message, not a file.
 */
export const contactMessageSchema = z.object({
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  email: z.string().trim().min(1).max(254).pipe(z.email()),
  phone: z.string().trim().max(30).optional(),
  subject: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(5000),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
