import { z } from 'zod';
import { messages } from '../texts/messages';
import { isValidEmail } from './email-pattern';

export { EMAIL_ERROR_TYPE, EMAIL_PATTERN, isValidEmail } from './email-pattern';

export const emailSchema = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .refine(isValidEmail, messages.emailInvalid);
