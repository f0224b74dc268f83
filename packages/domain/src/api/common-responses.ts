import { z } from 'zod';

/** `{ success: true }`: a change done (DELETE, logout, a subscription stored). */
export const successSchema = z.object({ success: z.literal(true) });

/** `{ success: true, message }`: a change done, with the German text to show. */
export const successMessageSchema = z.object({ success: z.literal(true), message: z.string() });

/** `{ token }`: a session's JWT (login, sign-up, SSO, passkey login). */
export const tokenSchema = z.object({ token: z.string().meta({ description: 'the session token (JWT)' }) });

export type Success = z.infer<typeof successSchema>;
export type SuccessMessage = z.infer<typeof successMessageSchema>;
export type Token = z.infer<typeof tokenSchema>;
