import { z } from 'zod';
import { de } from 'zod/v4/locales';

/** Zod's own messages (type errors and the like) in German; our schemas set their own spec texts. */
z.config(de());
