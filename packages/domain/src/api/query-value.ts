import { z } from 'zod';

/** A query value as the server's parser gives it (a repeated key is a list); the route checks it. */
export const queryValueSchema = z.union([z.string(), z.array(z.string())]);
