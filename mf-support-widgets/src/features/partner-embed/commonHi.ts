import type { CatalogOf, CommonResources } from '@nyaya/shared-platform';

/**
 * The platform's `common` strings the embed's forms show (buttons, the shared field rules, the
 * backend failures), in Hindi: the same words as the platform's Hindi catalog, which a test
 * checks. Kept here because the platform loads its catalog through i18next, which the embed
 * does without (strings.ts).
 */
export const embedCommonHi = {
  close: 'बंद करें',
  cancel: 'रद्द करें',
  validation: {
    indianMobile:
      'कृपया एक मान्य भारतीय मोबाइल नंबर दर्ज करें: 6, 7, 8 या 9 से शुरू होने वाले 10 अंक, चाहें तो पहले +91 लगाएँ।',
    emailInvalid: 'कृपया एक मान्य ईमेल पता दर्ज करें।',
  },
  errors: {
    network: 'सर्वर से संपर्क नहीं हो सका। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
    notAllowed: 'आपको यह करने की अनुमति नहीं है।',
    sessionExpired: 'आपका सत्र समाप्त हो गया है। कृपया फिर से साइन इन करें।',
    invalidValue: 'इनमें से एक मान स्वीकार्य नहीं है। कृपया फ़ॉर्म जाँचें और फिर से कोशिश करें।',
    missingValue: 'कृपया सभी आवश्यक फ़ील्ड भरें।',
    generic: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  },
} satisfies Pick<CatalogOf<CommonResources>, 'close' | 'cancel' | 'validation' | 'errors'>;
