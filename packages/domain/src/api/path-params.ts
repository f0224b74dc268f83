import { z } from 'zod';

/**
 * Path parameters naming a stored entry. Only documented as text here: the route's ownership check
 * (preValidation, before the schema) answers an id that is no positive 32-bit integer with the 404 of
 * an unknown one (ADR 100), never with a 422.
 */
export const idParamsSchema = z.object({
  id: z.string().meta({ description: 'the id of an entry of the customer' }),
});

/** An id in the path whose route's summary says what it names (the route answers 404 for none of its own). */
export const pathIdParamsSchema = z.object({ id: z.string() });
