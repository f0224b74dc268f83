import { z } from 'zod';
import { messages } from '../texts/messages';
import { loginFieldErrors } from './login-rules';

/** Body of POST /api/login: the types by zod, the rules from `loginFieldErrors`. */
export const loginSchema = z
  .strictObject({
    email: z.string({ error: messages.required }).trim(),
    password: z.string({ error: messages.required }),
  })
  .superRefine((value, ctx) => {
    for (const [field, message] of Object.entries(loginFieldErrors(value))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });

export type LoginInput = z.infer<typeof loginSchema>;
