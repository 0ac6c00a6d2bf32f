import { z } from 'zod';

/** Digits with an optional leading +, spaces, dashes and brackets; 6 to 20 characters. */
export const PhoneSchema = z
  .string()
  .trim()
  .min(6, { abort: true })
  .max(20, { abort: true })
  .regex(/^\+?[0-9][0-9 ()-]*[0-9]$/);
