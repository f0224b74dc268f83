import { z } from 'zod';
import { messages } from '../texts/messages';
import { emailSchema } from '../validation/email';

/** Body of POST /api/login. The password is not checked against the policy here: old passwords must still work. */
export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: messages.required }).min(1, messages.required).max(200),
});

export type LoginInput = z.infer<typeof loginSchema>;
