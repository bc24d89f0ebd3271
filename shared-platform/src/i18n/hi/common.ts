import type { CatalogOf } from '../i18n';
import type { CommonResources } from '../en/common';

/**
 * Hindi strings of the `common` namespace, loaded (its own chunk) only when Hindi is on. Words
 * follow docs/product/hindi-glossary.md.
 */
export const commonHi: CatalogOf<CommonResources> = {
  loading: 'लोड हो रहा है…',
  tryAgain: 'फिर से कोशिश करें',
  close: 'बंद करें',
  cancel: 'रद्द करें',

  /** The toasts' region, their dismiss button and what screen readers hear before each one. */
  toasts: {
    region: 'सूचनाएँ',
    dismiss: 'सूचना हटाएँ',
    announce: 'सूचना',
  },

  remoteBoundary: {
    unavailable: 'यह भाग अभी अस्थायी रूप से उपलब्ध नहीं है।',
    areaUnavailable: '{{area}} अभी अस्थायी रूप से उपलब्ध नहीं है।',
  },

  requestStatus: {
    pending: 'लंबित',
    assigned: 'सौंपा गया',
    scheduled: 'निर्धारित',
    completed: 'पूर्ण',
    cancelled: 'रद्द',
  },

  specializations: {
    'Property Law': 'संपत्ति कानून',
    'Family Law': 'पारिवारिक कानून',
    'Criminal Law': 'आपराधिक कानून',
    'Business Law': 'व्यापार कानून',
    'Employment Law': 'रोज़गार कानून',
    'Immigration Law': 'आप्रवासन कानून',
    'Personal Injury': 'व्यक्तिगत क्षति',
    'Tax Law': 'कर कानून',
    'Intellectual Property': 'बौद्धिक संपदा',
    'Environmental Law': 'पर्यावरण कानून',
  },

  courts: {
    'Delhi High Court': 'दिल्ली उच्च न्यायालय',
    'Mumbai High Court': 'मुंबई उच्च न्यायालय',
    'Chennai High Court': 'चेन्नई उच्च न्यायालय',
    'Kolkata High Court': 'कोलकाता उच्च न्यायालय',
    'Allahabad High Court': 'इलाहाबाद उच्च न्यायालय',
    'Rajasthan High Court': 'राजस्थान उच्च न्यायालय',
    'Gujarat High Court': 'गुजरात उच्च न्यायालय',
    'Karnataka High Court': 'कर्नाटक उच्च न्यायालय',
    'Kerala High Court': 'केरल उच्च न्यायालय',
    'Madhya Pradesh High Court': 'मध्य प्रदेश उच्च न्यायालय',
    'Punjab & Haryana High Court': 'पंजाब एवं हरियाणा उच्च न्यायालय',
    'Supreme Court of India': 'भारत का सर्वोच्च न्यायालय',
    'Delhi District Court': 'दिल्ली ज़िला न्यायालय',
    'Mumbai District Court': 'मुंबई ज़िला न्यायालय',
    'Chennai District Court': 'चेन्नई ज़िला न्यायालय',
    'Kolkata District Court': 'कोलकाता ज़िला न्यायालय',
    'Pune District Court': 'पुणे ज़िला न्यायालय',
    'Bangalore District Court': 'बेंगलुरु ज़िला न्यायालय',
    'Hyderabad District Court': 'हैदराबाद ज़िला न्यायालय',
    'Ahmedabad District Court': 'अहमदाबाद ज़िला न्यायालय',
    'Jaipur District Court': 'जयपुर ज़िला न्यायालय',
    'Lucknow District Court': 'लखनऊ ज़िला न्यायालय',
  },

  languages: {
    en: 'अंग्रेज़ी',
    hi: 'हिन्दी',
    bn: 'बांग्ला',
    te: 'तेलुगु',
    mr: 'मराठी',
    ta: 'तमिल',
    ur: 'उर्दू',
    gu: 'गुजराती',
    kn: 'कन्नड़',
    ml: 'मलयालम',
    or: 'ओड़िया',
    pa: 'पंजाबी',
    as: 'असमिया',
    mai: 'मैथिली',
    sat: 'संथाली',
    ks: 'कश्मीरी',
    ne: 'नेपाली',
    kok: 'कोंकणी',
    sd: 'सिंधी',
    doi: 'डोगरी',
    mni: 'मणिपुरी',
    brx: 'बोडो',
    sa: 'संस्कृत',
  },

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
};
