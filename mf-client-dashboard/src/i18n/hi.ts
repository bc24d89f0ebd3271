import type { CatalogOf } from '@nyaya/shared-platform';
import type { ClientDashboardResources } from './en';

/**
 * Hindi strings of mf_client_dashboard, with the words of docs/product/hindi-glossary.md; loaded
 * only when the page is in Hindi (docs/product/languages.md).
 */
export const clientDashboardHi: CatalogOf<ClientDashboardResources> = {
  dashboard: {
    title: 'मुवक्किल डैशबोर्ड',
    welcome: 'फिर से स्वागत है, {{name}}',
    clientFallback: 'मुवक्किल',
    newRequest: 'नया अनुरोध',
    aiHistory: 'एआई परामर्श का इतिहास',
    loading: 'आपके परामर्श अनुरोध लोड हो रहे हैं…',
    counters: {
      title: 'सारांश',
      myRequests: 'मेरे अनुरोध',
      pending: '{{count}} लंबित',
      assigned: '{{count}} सौंपे गए',
      scheduledMeetings: 'निर्धारित मीटिंग',
      nextMeeting: 'अगली: {{time}}',
      pastConsultations: 'पिछले परामर्श',
    },
    requests: {
      title: 'मेरे परामर्श अनुरोध',
      lawyer: 'वकील: <typed>{{name}}</typed>',
      location: 'स्थान: <typed>{{location}}</typed>',
      phone: 'फ़ोन: {{phone}}',
      meeting: 'मीटिंग: {{time}}',
      submittedOn: '{{date}} को भेजा गया',
      cancel: 'अनुरोध रद्द करें',
      withdraw: 'अनुरोध वापस लें',
      openCaseRoom: 'मामला कक्ष खोलें',
      lawyerUnavailable:
        '<typed>{{name}}</typed> अभी परामर्श नहीं ले सकते, इसलिए आप यह अनुरोध वापस ले सकते हैं।',
      handBack: {
        unnamedLawyer: 'वकील',
        declined:
          '<typed>{{name}}</typed> ने यह अनुरोध अस्वीकार कर दिया। अब यह किसी भी वकील के लिए खुला है।',
        released:
          '<typed>{{name}}</typed> ने यह मामला छोड़ दिया है, इसलिए यह फिर से किसी भी वकील के लिए खुला है। उनका कारण: “<typed>{{reason}}</typed>”',
      },
    },
    empty:
      '<strong>त्वरित कार्य:</strong> हमारे <lawyersLink>वकीलों के पेज</lawyersLink> पर कोई वकील खोजें और परामर्श का अनुरोध करें।',
    loadFailed: {
      title: 'आपके परामर्श अनुरोध लोड नहीं हो सके।',
    },
    cancelDialog: {
      title: 'यह अनुरोध रद्द करें?',
      description:
        'आपका {{serviceType}} अनुरोध वापस ले लिया जाएगा और वकील इसे फिर नहीं देख पाएँगे। इसे पलटा नहीं जा सकता।',
      keep: 'अनुरोध रहने दें',
      confirm: 'अनुरोध रद्द करें',
      withdrawTitle: 'यह अनुरोध वापस लें?',
      withdrawDescription:
        'आपका {{serviceType}} अनुरोध वापस ले लिया जाएगा और <typed>{{lawyer}}</typed> को बताया जाएगा। इसे पलटा नहीं जा सकता।',
      withdrawConfirm: 'अनुरोध वापस लें',
    },
    toasts: {
      cancelled: {
        title: 'अनुरोध रद्द हुआ',
        description: 'आपका {{serviceType}} अनुरोध रद्द कर दिया गया है।',
      },
      cancelFailed: {
        title: 'रद्द नहीं हो सका',
        fallback: 'आपका अनुरोध रद्द करते समय कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
      },
    },
  },
  requestDialog: {
    title: 'परामर्श का अनुरोध करें',
    toLawyer: 'आपका अनुरोध {{name}} को भेजा जाएगा।',
    openToAnyLawyer: 'आपका अनुरोध किसी भी वकील के लिए खुला रहेगा।',
    serviceType: 'कानूनी सेवा का प्रकार',
    serviceTypePlaceholder: 'कानूनी सेवा का प्रकार चुनें',
    description: 'मामले का विवरण',
    descriptionPlaceholder: 'अपने कानूनी मामले और ज़रूरी मदद के बारे में संक्षेप में लिखें…',
    descriptionCounter: '{{max}} में से {{used}} अक्षर',
    descriptionOverLimit_one: '{{max}} की सीमा से {{count}} अक्षर ज़्यादा',
    descriptionOverLimit_other: '{{max}} की सीमा से {{count}} अक्षर ज़्यादा',
    location: 'स्थान (वैकल्पिक)',
    locationPlaceholder: 'आपका शहर, जैसे पुणे',
    phone: 'फ़ोन नंबर (वैकल्पिक)',
    phonePlaceholder: '+91 98765 43210',
    phoneHint: 'भारतीय मोबाइल नंबर, +91 के साथ या उसके बिना।',
    submit: 'अनुरोध सबमिट करें',
    submitting: 'सबमिट हो रहा है…',
    logInPrompt:
      'परामर्श अनुरोध सबमिट करने के लिए कृपया साइन इन करें। आपने जो लिखा है वह सुरक्षित रहेगा और साइन इन के बाद वापस मिल जाएगा।',
    logIn: 'जारी रखने के लिए साइन इन करें',
  },
  validation: {
    requiredFields: 'कृपया सभी ज़रूरी फ़ील्ड भरें।',
    loginRequired: 'परामर्श अनुरोध सबमिट करने के लिए कृपया साइन इन करें।',
    unknownServiceType: 'कृपया सूची में से कानूनी सेवा का कोई प्रकार चुनें।',
    descriptionTooLong: 'मामले का विवरण अधिकतम 5000 अक्षरों का हो सकता है।',
    locationTooLong: 'स्थान अधिकतम 200 अक्षरों का हो सकता है।',
    descriptionControlCharacters: 'मामले के विवरण में नियंत्रण वर्ण हैं; केवल नई पंक्ति और टैब की अनुमति है।',
    locationNeedsLetters: 'स्थान में अक्षर होने चाहिए, केवल खाली जगह नहीं। चाहें तो इसे खाली छोड़ दें।',
    locationSingleLine: 'स्थान एक ही पंक्ति में हो, बिना टैब या अन्य नियंत्रण वर्णों के।',
    ownRequest: 'आप स्वयं को परामर्श अनुरोध नहीं भेज सकते।',
  },
  refusals: {
    requestsPerHour: 'आपने पिछले एक घंटे में 10 परामर्श अनुरोध भेजे हैं। कृपया कुछ देर बाद फिर से कोशिश करें।',
    requestsWaiting:
      'आपके 10 अनुरोध पहले से किसी वकील की प्रतीक्षा में हैं। कृपया जवाब की प्रतीक्षा करें, या कोई ऐसा अनुरोध रद्द करें जिसकी अब ज़रूरत नहीं है।',
    requestNotFound: 'परामर्श अनुरोध नहीं मिला।',
    onlyPendingCancellable: 'केवल लंबित अनुरोध रद्द किया जा सकता है; यह अनुरोध {{status}} है।',
    notCancellable:
      'केवल वही अनुरोध रद्द किया जा सकता है जो लंबित हो या बिना मीटिंग के स्वीकार किया गया हो; यह अनुरोध {{status}} है।',
    meetingScheduled:
      'इस अनुरोध के लिए मीटिंग निर्धारित है, इसलिए अब केवल आपके वकील ही इसे रद्द कर सकते हैं; कृपया उनसे संपर्क करें।',
    onlyCompletedReviewed: 'केवल पूर्ण परामर्श की समीक्षा की जा सकती है।',
    alreadyReviewed: 'आप इस परामर्श की समीक्षा पहले ही कर चुके हैं। आप अपनी समीक्षा संपादित कर सकते हैं।',
    reviewNotFound: 'यह समीक्षा नहीं मिली।',
    consultationNotFound: 'यह परामर्श नहीं मिला।',
  },
  toasts: {
    authRequired: {
      title: 'साइन इन ज़रूरी है',
      description: 'परामर्श अनुरोध सबमिट करने के लिए कृपया साइन इन करें।',
    },
    validationError: { title: 'जानकारी में त्रुटि' },
    submitFailed: {
      title: 'सबमिट नहीं हो सका',
      fallback: 'आपका अनुरोध सबमिट करते समय कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
    },
    submitted: {
      title: 'अनुरोध सबमिट हो गया!',
      description: 'आपका परामर्श अनुरोध सफलतापूर्वक सबमिट हो गया है। हम जल्द ही आपसे संपर्क करेंगे।',
    },
  },

  review: {
    dialog: {
      title: 'अपने परामर्श को रेटिंग दें',
      withLawyer: '{{name}} के साथ आपका परामर्श कैसा रहा?',
      withYourLawyer: 'अपने वकील के साथ आपका परामर्श कैसा रहा?',
      loading: 'आपकी समीक्षा लोड हो रही है…',
      loadFailed: 'आपकी समीक्षा लोड नहीं हो सकी।',
      rating: 'रेटिंग',
      star_one: '{{count}} स्टार',
      star_other: '{{count}} स्टार',
      body: 'आपकी समीक्षा (वैकल्पिक)',
      bodyPlaceholder: 'क्या अच्छा रहा, और क्या बेहतर हो सकता था?',
      bodyCounter: '{{max}} में से {{used}} अक्षर',
      bodyOverLimit_one: '{{max}} की सीमा से {{count}} अक्षर ज़्यादा',
      bodyOverLimit_other: '{{max}} की सीमा से {{count}} अक्षर ज़्यादा',
      post: 'समीक्षा पोस्ट करें',
      posting: 'पोस्ट हो रही है…',
      save: 'बदलाव सहेजें',
      saving: 'सहेजा जा रहा है…',
      editingUntil: 'आप {{date}} तक अपनी समीक्षा संपादित कर सकते हैं।',
      posted: 'धन्यवाद। आपकी समीक्षा पोस्ट हो गई है।',
      updated: 'आपकी समीक्षा अपडेट हो गई है।',
      saveFailed: 'आपकी समीक्षा सहेजी नहीं जा सकी। कृपया फिर से कोशिश करें।',
    },
    validation: {
      ratingRequired: '1 से 5 स्टार तक कोई रेटिंग चुनें।',
      bodyTooLong: 'आपकी समीक्षा अधिकतम 2,000 अक्षरों की हो सकती है।',
      bodyNeedsWords: 'अपनी समीक्षा में कुछ शब्द लिखें, या इसे खाली छोड़ दें।',
      bodyControlCharacters: 'आपकी समीक्षा में नियंत्रण वर्ण हैं; केवल नई पंक्ति और टैब की अनुमति है।',
    },
    notEditable: {
      expired:
        'इस समीक्षा को अब संपादित नहीं किया जा सकता: समीक्षाएँ पोस्ट करने के 14 दिन तक ही संपादित की जा सकती हैं।',
      hidden: 'इस समीक्षा को हमारी टीम ने छिपा दिया है और इसे अब संपादित नहीं किया जा सकता।',
    },
    card: {
      rate: 'अपने परामर्श को रेटिंग दें',
      rated: 'आपने इस परामर्श को 5 में से {{rating}} रेटिंग दी।',
      edit: 'अपनी समीक्षा संपादित करें',
      editableUntil: 'आप इसे {{date}} तक संपादित कर सकते हैं।',
      hidden: 'आपकी समीक्षा हमारी टीम ने छिपा दी है।',
    },
  },

  notificationSettings: {
    title: 'सूचना सेटिंग्स',
    lead: 'चुनें कि NyayaConnect आपको कौन-से ईमेल भेजे। ईमेल उसी पते पर जाते हैं जिससे आप साइन इन करते हैं।',
    loading: 'आपकी सूचना सेटिंग्स लोड हो रही हैं…',
    loadFailed: { title: 'आपकी सूचना सेटिंग्स लोड नहीं हो सकीं' },
    optional: 'ईमेल जिन्हें आप बंद कर सकते हैं',
    meetingReminders: {
      label: 'मीटिंग रिमाइंडर',
      description: 'आपके वकील के साथ निर्धारित हर मीटिंग से 24 घंटे पहले और फिर 1 घंटे पहले एक ईमेल।',
    },
    language: {
      label: 'ईमेल की भाषा',
      en: 'English',
      hi: 'हिन्दी',
      note: 'ईमेल उसी भाषा में आते हैं जो आप साइट पर चुनते हैं, और आप इसे यहाँ भी बदल सकते हैं।',
    },
    alwaysSent: {
      title: 'हमेशा भेजे जाते हैं',
      description:
        'आपके अनुरोधों के बारे में लिए गए फ़ैसलों के ईमेल हमेशा भेजे जाते हैं और बंद नहीं किए जा सकते: किसी वकील का आपका अनुरोध स्वीकार करना, अस्वीकार करना, छोड़ना या पूर्ण करना, मीटिंग का समय तय होना या बदलना, और मामले का रद्द होना।',
    },
    save: 'सेटिंग्स सहेजें',
    saving: 'सहेजा जा रहा है…',
    saved: 'आपकी सूचना सेटिंग्स सहेज ली गई हैं।',
    saveFailed: 'आपकी सूचना सेटिंग्स सहेजी नहीं जा सकीं। {{reason}}',
  },
};
