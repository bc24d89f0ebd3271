import type { CatalogOf } from '@nyaya/shared-platform';
import type { directoryEn } from './en';

/**
 * Hindi strings of mf_directory (docs/product/languages.md, words from
 * docs/product/hindi-glossary.md). Loaded in a chunk of its own only when the page is in Hindi;
 * the 'Reviews' section's Hindi comes with that section (./reviewsHi.ts).
 */
export const directoryHi: CatalogOf<typeof directoryEn> = {
  title: 'विशेषज्ञ वकील खोजें',
  results: 'वकील',
  loadingLawyers: 'वकील लोड हो रहे हैं…',
  resultsCount: '{{total}} वकील मिले',
  resultsCountFiltered: 'आपकी शर्तों से मेल खाते {{total}} वकील मिले',
  showing: '{{total}} में से {{shown}} दिखाए जा रहे हैं',
  loadMore: 'और लोड करें',

  search: {
    label: 'वकील खोजें',
    placeholder: 'वकील के नाम या स्थान से खोजें…',
  },

  filters: {
    allSpecializations: 'सभी विशेषज्ञताएँ',
    anyRating: 'कोई भी रेटिंग',
    minRating: '{{count}}+ स्टार',
    anyExperience: 'कोई भी अनुभव',
    minExperience: '{{count}}+ वर्ष',
    title: 'फ़िल्टर',
    specialization: 'विशेषज्ञता',
    minRatingLabel: 'न्यूनतम रेटिंग',
    minExperienceLabel: 'न्यूनतम अनुभव',
    city: 'स्थान',
    allCities: 'सभी स्थान',
    cities: {
      Delhi: 'दिल्ली',
      Mumbai: 'मुंबई',
      Bangalore: 'बेंगलुरु',
      Chennai: 'चेन्नई',
      Kolkata: 'कोलकाता',
      Hyderabad: 'हैदराबाद',
      Pune: 'पुणे',
      Ahmedabad: 'अहमदाबाद',
    },
    language: 'भाषा',
    allLanguages: 'सभी भाषाएँ',
    clearAll: 'सभी हटाएँ',
    activeCount_one: '{{count}} सक्रिय',
    activeCount_other: '{{count}} सक्रिय',
  },

  card: {
    unknownLawyer: 'अज्ञात वकील',
    hourlyRate: '{{amount}}/घंटा',
    expertise: 'विशेषज्ञता के क्षेत्र',
    moreTags: '+{{count}} और',
    experience: 'अनुभव',
    years_one: '{{count}} वर्ष का अनुभव',
    years_other: '{{count}} वर्षों का अनुभव',
    location: 'स्थान',
    rate: 'प्रति घंटा शुल्क',
    languages: 'भाषाएँ',
    bookConsultation: 'परामर्श बुक करें',
  },

  rating: {
    label: '5 में से {{rating}} रेटिंग',
    summary_one: '{{rating}} · {{count}} समीक्षा',
    summary_other: '{{rating}} · {{count}} समीक्षाएँ',
    new: 'नया',
    noReviews: 'अभी तक कोई समीक्षा नहीं',
    reviewCount_one: '{{count}} समीक्षा',
    reviewCount_other: '{{count}} समीक्षाएँ',
  },

  empty: {
    title: 'कोई वकील नहीं मिला',
    filtered: 'अपनी खोज या फ़िल्टर बदलकर देखें',
    unfiltered: 'अभी कोई सत्यापित वकील उपलब्ध नहीं है',
  },

  profile: {
    documentTitle: '{{name}} – NyayaConnect',
    loading: 'वकील की प्रोफ़ाइल लोड हो रही है…',
    backToDirectory: 'सभी वकील',
    photoAlt: '{{name}} की फ़ोटो',
    bookConsultation: 'परामर्श बुक करें',
    experience: 'अनुभव',
    years_one: '{{count}} वर्ष',
    years_other: '{{count}} वर्ष',
    hourlyRate: 'प्रति घंटा शुल्क',
    expertise: 'विशेषज्ञता के क्षेत्र',
    courts: 'न्यायालय जहाँ वकालत करते हैं',
    languages: 'भाषाएँ',
    about: 'परिचय',
    notFound: {
      documentTitle: 'वकील नहीं मिला – NyayaConnect',
      title: 'वकील नहीं मिला',
      text: 'इस पते पर कोई सत्यापित वकील नहीं है। लिंक अधूरा हो सकता है, या प्रोफ़ाइल अब सूची में नहीं है।',
      action: 'सभी वकील देखें',
    },
    loadFailed: {
      title: 'यह प्रोफ़ाइल लोड नहीं हो सकी',
    },
  },

  toasts: {
    loadFailed: {
      title: 'वकील लोड करने में त्रुटि',
      description: 'कृपया पेज रीफ़्रेश करके देखें।',
    },
    bookingStarted: {
      title: 'परामर्श बुक हो रहा है',
      description: 'आगे बढ़ने के लिए कृपया परामर्श फ़ॉर्म भरें।',
    },
  },
};
