import type { CatalogOf } from '@nyaya/shared-platform';
import type { reviewsEn } from './reviewsEn';

/** Hindi strings of the console's Reviews tab, key for key ./reviewsEn.ts; a chunk of their own. */
export const reviewsHi: CatalogOf<typeof reviewsEn> = {
  reviews: {
    title: 'रिपोर्ट की गई समीक्षाएँ',
    filter: 'दिखाएँ',
    state: { open: 'खुली रिपोर्टें', hidden: 'छिपाई गई' },
    empty: {
      open: 'कोई रिपोर्ट की गई समीक्षा प्रतीक्षा में नहीं है।',
      hidden: 'कोई छिपाई गई समीक्षा नहीं।',
    },
    unnamedLawyer: 'बिना नाम के एक वकील',
    rated: '5 में से {{rating}} रेटिंग',
    noText: 'कोई लिखित समीक्षा नहीं, केवल स्टार।',
    by: '{{name}} द्वारा, {{date}} को पोस्ट की गई',
    edited: '{{date}} को संपादित',
    hiddenOn: '{{time}} को छिपाई गई',
    hiddenReason: 'लेखक को बताया गया कारण: {{reason}}',
    openReports_one: '{{count}} खुली रिपोर्ट',
    openReports_other: '{{count}} खुली रिपोर्टें',
    reports: 'रिपोर्टें',
    report: '{{reporter}}, {{time}}',
    resolution: { hidden: 'बंद: छिपाई गई', kept: 'बंद: रखी गई' },
    hide: 'समीक्षा छिपाएँ',
    keep: 'समीक्षा रखें',
    restore: 'समीक्षा फिर से दिखाएँ',
    cancel: 'रद्द करें',
    hideTitle: '{{name}} की यह समीक्षा छिपाएँ',
    hideDescription:
      'समीक्षा तुरंत वकील की प्रोफ़ाइल और रेटिंग से हट जाती है, और उसकी खुली रिपोर्टें "छिपाई गई" के रूप में बंद हो जाती हैं।',
    hideReason: 'छिपाने का कारण',
    hideReasonHint: 'लेखक को यह कारण ईमेल किया जाएगा।',
    hideReasonRequired: 'इस समीक्षा को छिपाने का कारण बताएँ।',
    restoreTitle: '{{name}} की यह समीक्षा फिर से दिखाएँ',
    restoreDescription: 'समीक्षा तुरंत वकील की प्रोफ़ाइल और रेटिंग में लौट आती है।',
    restoreReason: 'फिर से दिखाने का कारण',
    restoreReasonHint: 'आपके नाम के साथ ऑडिट रिकॉर्ड में दर्ज किया जाता है।',
    restoreReasonRequired: 'इस समीक्षा को फिर से दिखाने का कारण बताएँ।',
    reasonTooLong: 'कारण अधिकतम 500 अक्षरों का हो सकता है।',
    keepTitle: '{{name}} की यह समीक्षा रखें?',
    keepDescription:
      'समीक्षा वकील की प्रोफ़ाइल पर बनी रहती है और उसकी खुली रिपोर्टें "रखी गई" के रूप में बंद हो जाती हैं।',
    hidden: '{{name}} की समीक्षा छिपा दी गई है। लेखक को ईमेल भेजा जाएगा।',
    kept: '{{name}} की समीक्षा बनी रहेगी; उसकी रिपोर्टें बंद कर दी गई हैं।',
    restored: '{{name}} की समीक्षा फिर से दिखाई जा रही है।',
  },
};
