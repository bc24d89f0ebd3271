import type { CatalogOf } from '@nyaya/shared-platform';
import type { reviewsEn } from './reviewsEn';

/**
 * Hindi strings of the lawyer profile's 'Reviews' section (docs/product/languages.md), loaded
 * with the section's chunk only when the page is in Hindi.
 */
export const reviewsHi: CatalogOf<typeof reviewsEn> = {
  reviews: {
    title: 'समीक्षाएँ',
    loading: 'समीक्षाएँ लोड हो रही हैं…',
    loadFailed: 'समीक्षाएँ लोड नहीं हो सकीं।',
    empty: 'अभी तक कोई समीक्षा नहीं।',
    showMore: 'और समीक्षाएँ दिखाएँ',
    stars: '5 में से {{rating}} रेटिंग',
    verified: 'सत्यापित परामर्श',
    edited: 'संपादित',
    response: '{{name}} का जवाब',
    report: {
      action: 'रिपोर्ट करें',
      title: 'इस समीक्षा की रिपोर्ट करें',
      description: 'हमारी टीम हर रिपोर्ट पढ़ती है और नियम तोड़ने वाली समीक्षाएँ छिपा देती है।',
      reason: 'आप इस समीक्षा की रिपोर्ट क्यों कर रहे हैं?',
      submit: 'समीक्षा की रिपोर्ट करें',
      done: 'धन्यवाद। हमारी टीम इस समीक्षा को देखेगी।',
    },
    reply: {
      action: 'सार्वजनिक जवाब दें',
      label: 'आपका सार्वजनिक जवाब',
      hint: 'आपकी प्रोफ़ाइल पर आने वाला हर व्यक्ति इसे पढ़ता है। आप एक बार जवाब दे सकते हैं।',
      submit: 'जवाब पोस्ट करें',
    },
    counter: '{{max}} में से {{used}} अक्षर',
    errors: {
      reasonRequired: 'बताएँ कि आप इस समीक्षा की रिपोर्ट क्यों कर रहे हैं।',
      reasonTooLong: 'कारण अधिकतम 500 अक्षरों का हो सकता है।',
      replyRequired: 'अपना जवाब लिखें।',
      replyTooLong: 'जवाब अधिकतम 1,000 अक्षरों का हो सकता है।',
      notFound: 'यह समीक्षा नहीं मिली।',
      ownReview: 'आप अपनी ही समीक्षा की रिपोर्ट नहीं कर सकते।',
      alreadyReported: 'आप इस समीक्षा की रिपोर्ट पहले ही कर चुके हैं। हमारी टीम इसे देखेगी।',
      alreadyReplied: 'आप इस समीक्षा का जवाब पहले ही दे चुके हैं।',
    },
  },
};
