// Field rules the callback and complaint forms share (zod/mini, messages as qualified i18n keys).
import * as z from 'zod/mini';
import { toNormalMobile } from './mobileNumber';

/** Trimmed text that must not be blank (a blank field gets only "required"). */
export const requiredText = (missing: string) =>
  z.string({ error: missing }).check(z.trim(), z.minLength(1, { error: missing, abort: true }));

/** A required Indian mobile number, sent in the one form the database stores ('+91…'). */
export const indianMobile = (missing: string) =>
  z.pipe(
    requiredText(missing),
    z.transform((value, payload) => {
      const normal = toNormalMobile(value);
      if (normal === null) {
        payload.issues.push({
          code: 'custom',
          message: 'common:validation.indianMobile',
          input: value,
        });
        return z.NEVER;
      }
      return normal;
    }),
  );
