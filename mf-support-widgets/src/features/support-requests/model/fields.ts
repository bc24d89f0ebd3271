// Field rules the callback and complaint forms share (zod/mini, messages as qualified i18n keys).
import { normalizeIndianMobile } from '@nyaya/shared-platform';
import * as z from 'zod/mini';

/** Trimmed text that must not be blank (a blank field gets only "required"). */
export const requiredText = (missing: string) =>
  z.string({ error: missing }).check(z.trim(), z.minLength(1, { error: missing, abort: true }));

/** A required Indian mobile number, as the database stores it ('+91…' or ten digits). */
export const indianMobile = (missing: string) =>
  z.pipe(
    requiredText(missing),
    z.transform((value, payload) => {
      const normalized = normalizeIndianMobile(value);
      if (normalized === null) {
        payload.issues.push({
          code: 'custom',
          message: 'common:validation.indianMobile',
          input: value,
        });
        return z.NEVER;
      }
      return normalized;
    }),
  );
