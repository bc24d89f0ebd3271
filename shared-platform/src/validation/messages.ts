import { commonEn } from '../i18n/en/common';

/** Validation messages (spec section 5 texts quoted exactly; i18n keys `common:validation.*`). */
export const VALIDATION_MESSAGES = commonEn.validation;

/** User messages for backend failures (i18n keys `common:errors.*`). */
export const ERROR_MESSAGES = commonEn.errors;
