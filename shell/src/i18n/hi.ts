import type { CatalogOf } from '@nyaya/shared-platform';
import type { ShellResources } from './en';

/**
 * The shell's Hindi strings (namespace `shell`), loaded in a chunk of their own only when Hindi is
 * on (docs/product/languages.md). Words as in docs/product/hindi-glossary.md; NyayaConnect and the
 * people's names of the testimonials stay as they are written.
 */
export const shellHi: CatalogOf<ShellResources> = {
  brand: 'NyayaConnect',
  skipToContent: 'मुख्य सामग्री पर जाएँ',

  documentMeta: {
    description: 'NyayaConnect: पूरे भारत में सत्यापित वकील खोजें और परामर्श का अनुरोध करें।',
    noscript: 'NyayaConnect चलाने के लिए जावास्क्रिप्ट ज़रूरी है।',
  },

  documentTitle: {
    home: 'NyayaConnect – सत्यापित वकीलों से कानूनी परामर्श',
    lawyers: 'विशेषज्ञ वकील खोजें – NyayaConnect',
    lawyerProfile: 'वकील की प्रोफ़ाइल – NyayaConnect',
    lawyerDashboard: 'वकील डैशबोर्ड – NyayaConnect',
    clientDashboard: 'मुवक्किल डैशबोर्ड – NyayaConnect',
    aiConsultations: 'एआई परामर्श का इतिहास – NyayaConnect',
    opsConsole: 'संचालन कंसोल – NyayaConnect',
    caseRoom: 'मामला कक्ष – NyayaConnect',
    privacy: 'गोपनीयता सूचना – NyayaConnect',
    terms: 'उपयोग की शर्तें – NyayaConnect',
    disclaimer: 'अस्वीकरण – NyayaConnect',
    lawyerPolicy: 'वकीलों के लिए सूचीकरण नीति और आचार संहिता – NyayaConnect',
    supportStatus: 'अनुरोध की स्थिति देखें – NyayaConnect',
    notFound: 'पृष्ठ नहीं मिला – NyayaConnect',
    resetPassword: 'नया पासवर्ड सेट करें – NyayaConnect',
    unsubscribe: 'सदस्यता छोड़ें – NyayaConnect',
  },

  header: {
    homeLink: 'NyayaConnect मुखपृष्ठ',
    mainNavigation: 'मुख्य',
    home: 'मुखपृष्ठ',
    findLawyers: 'वकील खोजें',
    aiLawyer: 'एआई वकील',
    login: 'लॉग इन करें',
    joinAsLawyer: 'वकील के रूप में जुड़ें',
    talkToUs: 'हमसे बात करें',
    dashboard: 'डैशबोर्ड',
    signOut: 'साइन आउट करें',
    menu: 'मेनू',
    mobileMenu: 'मोबाइल मेनू',
    userFallback: 'उपयोगकर्ता',
    language: 'भाषा',
    languageNotSaved: 'आपकी भाषा आपके खाते में सहेजी नहीं जा सकी।',
    languageNotSavedAdvice:
      'इस डिवाइस पर साइट आपकी चुनी हुई भाषा में दिखती है। ईमेल आपके खाते की भाषा में आते हैं।',
    languageNotRead: 'आपके खाते की भाषा पढ़ी नहीं जा सकी।',
    retry: 'फिर से कोशिश करें',
  },

  landing: {
    hero: {
      eyebrow: 'कानूनी मदद, जिस पर आप भरोसा कर सकें',
      title: 'पूरे भारत में सत्यापित वकीलों से गोपनीय परामर्श लें',
      lead: 'अपना कानूनी मामला बताएँ, किसी सत्यापित वकील से जुड़ें, और सुरक्षित वीडियो परामर्श में उनसे खुलकर बात करें।',
    },
    actions: {
      startConsultation: 'परामर्श शुरू करें',
      browseLawyers: 'वकील देखें',
      joinAsLawyer: 'वकील के रूप में जुड़ें',
    },
    stats: {
      heading: 'आँकड़ों में NyayaConnect',
      cases: 'मामले',
      lawyers: 'वकील',
      satisfaction: 'संतुष्टि',
      support: 'सहायता',
    },
    features: {
      heading: 'NyayaConnect क्यों चुनें?',
      lead: 'ठोस कानूनी सलाह पाने के लिए ज़रूरी सब कुछ, बिना भाग-दौड़ के।',
      confidentiality: {
        title: 'पूरी गोपनीयता',
        text: 'आपके मामले का विवरण केवल उसी वकील के साथ साझा होता है जो आपका अनुरोध स्वीकार करता है।',
      },
      pricing: {
        title: 'पारदर्शी शुल्क',
        text: 'बुक करने से पहले हर वकील का प्रति घंटा शुल्क रुपयों में दिखाया जाता है। कोई छिपा शुल्क नहीं।',
      },
      availability: {
        title: '24/7 उपलब्धता',
        text: 'किसी भी दिन, किसी भी समय परामर्श अनुरोध भेजें या कॉलबैक का अनुरोध करें।',
      },
      languages: {
        title: 'कई भाषाओं में सहायता',
        text: 'अपना मामला उस भाषा में बताएँ जिसमें आप सबसे सहज हैं।',
      },
      aiLawyer: {
        title: 'एआई वकील',
        text: 'तुरंत, सामान्य कानूनी मार्गदर्शन के लिए हमारे एआई वकील से बोलकर बात करें।',
        action: 'एआई से बात करें',
      },
      talkToUs: {
        title: 'हमसे बात करें',
        text: 'किसी व्यक्ति से बात करना चाहते हैं? हमारी टीम आपको कॉल करेगी और सही वकील खोजने में आपकी मदद करेगी।',
        action: 'हमसे बात करें',
      },
    },
    services: {
      heading: 'हमारी कानूनी सेवाएँ',
      lead: 'कानून का कोई क्षेत्र चुनें और उसमें काम करने वाले वकील देखें।',
      findLawyers: 'वकील खोजें',
      property: {
        title: 'संपत्ति कानून',
        text: 'संपत्ति विवाद, स्वामित्व की जाँच, पंजीकरण, किरायेदारी और ज़मीन से जुड़े मामले।',
      },
      family: {
        title: 'पारिवारिक कानून',
        text: 'तलाक़, बच्चों की अभिरक्षा, भरण-पोषण, गोद लेना और उत्तराधिकार।',
      },
      criminal: {
        title: 'आपराधिक कानून',
        text: 'ज़मानत, एफ़आईआर, आपराधिक बचाव और मुक़दमे में पैरवी।',
      },
      business: {
        title: 'व्यापार कानून',
        text: 'कंपनी का गठन, अनुबंध, अनुपालन और व्यावसायिक विवाद।',
      },
    },
    howItWorks: {
      heading: 'यह कैसे काम करता है',
      step: 'चरण {{number}}',
      submit: {
        title: 'अपना मामला भेजें',
        text: 'एक छोटे, गोपनीय फ़ॉर्म में हमें अपने कानूनी मामले के बारे में बताएँ।',
      },
      matched: {
        title: 'सही वकील से जुड़ें',
        text: 'सही विशेषज्ञता वाला एक सत्यापित वकील आपका अनुरोध स्वीकार करता है।',
      },
      video: {
        title: 'वीडियो परामर्श',
        text: 'सुरक्षित वीडियो कॉल पर अपने वकील से मिलें और स्पष्ट सलाह पाएँ।',
      },
    },
    testimonials: {
      heading: 'हमारे मुवक्किल क्या कहते हैं',
      first: {
        quote:
          'NyayaConnect ने एक ही दिन में मुझे संपत्ति कानून के एक वकील से मिला दिया। सलाह साफ़ थी और शुल्क ठीक उतना ही था जितना प्रोफ़ाइल में लिखा था।',
        name: 'राजेश कुमार',
        place: 'दिल्ली',
      },
      second: {
        quote:
          'मैं अपने बच्चे की अभिरक्षा के मामले को लेकर परेशान थी। मेरे वकील ने हर कदम धैर्य से समझाया, और मुझे भरोसा था कि मेरी जानकारी गोपनीय रहेगी।',
        name: 'अनन्या अय्यर',
        place: 'चेन्नई',
      },
    },
    cta: {
      heading: 'कानूनी मदद पाने के लिए तैयार हैं?',
      text: 'आज ही किसी सत्यापित वकील के साथ गोपनीय परामर्श शुरू करें।',
      lawyersHeading: 'क्या आप वकील हैं?',
      lawyersText:
        'NyayaConnect से जुड़ें, अपना बार काउंसिल सत्यापन पूरा करें, और पूरे भारत के मुवक्किलों के परामर्श अनुरोध स्वीकार करें।',
    },
  },

  consultationChoice: {
    title: 'कानूनी परामर्श शुरू करें',
    description: 'चुनें कि आप कैसे शुरू करना चाहेंगे।',
    signUp: 'साइन अप करें और परामर्श शुरू करें',
    signUpHint: 'मुफ़्त मुवक्किल खाता बनाएँ और अपना मामला बताएँ।',
    login: 'जारी रखने के लिए लॉग इन करें',
    loginHint: 'पहले से खाता है? अपना अनुरोध भेजने के लिए साइन इन करें।',
    talkToUs: 'सीधे हमसे बात करें',
    talkToUsHint: 'हमारी टीम से कॉलबैक का अनुरोध करें।',
  },

  auth: {
    clientPortal: 'मुवक्किल पोर्टल',
    lawyerPortal: 'वकील पोर्टल',
    clientDescription: 'सत्यापित वकीलों से परामर्श के लिए साइन इन करें या खाता बनाएँ।',
    lawyerDescription:
      'साइन इन करें या वकील के रूप में पंजीकरण करें। ईमेल की पुष्टि के बाद आप अपनी पेशेवर प्रोफ़ाइल पूरी करते हैं।',
    staffPortal: 'टीम के लिए साइन इन',
    staffDescription: 'NyayaConnect की टीम के लिए। खाते व्यवस्थापक बनाते हैं।',
    tabsLabel: 'लॉग इन या साइन अप',
    loginTab: 'लॉग इन',
    signUpTab: 'साइन अप',
    fullName: 'पूरा नाम',
    fullNamePlaceholder: 'अपना पूरा नाम लिखें',
    phone: 'फ़ोन नंबर',
    phonePlaceholder: '+91 98765 43210',
    email: 'ईमेल',
    emailPlaceholder: 'अपना ईमेल लिखें',
    password: 'पासवर्ड',
    passwordPlaceholder: 'अपना पासवर्ड लिखें',
    newPasswordPlaceholder: 'पासवर्ड बनाएँ',
    passwordRule: 'कम से कम 8 अक्षर, जिनमें अंग्रेज़ी का एक छोटा अक्षर, एक बड़ा (कैपिटल) अक्षर और एक अंक हो।',
    loginSubmit: 'लॉग इन करें',
    loginSubmitting: 'साइन इन हो रहा है...',
    signUpSubmit: 'साइन अप करें',
    signUpSubmitting: 'खाता बन रहा है...',
    or: 'या',
    google: 'Google के साथ जारी रखें',
    googleRedirecting: 'Google पर ले जाया जा रहा है...',
    requiredNote: '* वाले फ़ील्ड भरना ज़रूरी है।',
    consent:
      'मैं <terms>सेवा की शर्तों</terms> से सहमत हूँ और मैंने <privacy>गोपनीयता नीति</privacy> पढ़ ली है।',
    opensInNewTab: '(नए टैब में खुलता है)',
    toasts: {
      clientSignUpSucceeded: 'अपने खाते की पुष्टि के लिए कृपया अपना ईमेल देखें।',
      lawyerSignUpSucceeded:
        'पंजीकरण सफल रहा! अपना खाता सत्यापित करने के लिए कृपया अपना ईमेल देखें, फिर अपनी वकील प्रोफ़ाइल पूरी करने के लिए साइन इन करें।',
      lawyerSignUpFailed: 'पंजीकरण के दौरान एक त्रुटि हुई। कृपया फिर से कोशिश करें।',
      signInSucceeded: 'फिर से स्वागत है!',
      codeConfirmed: 'आपके ईमेल पते की पुष्टि हो गई। NyayaConnect में आपका स्वागत है!',
      confirmationResent: 'पुष्टि का नया ईमेल भेजा जा रहा है। इसे पहुँचने में एक मिनट लग सकता है।',
      resetSent: 'अगर कोई खाता इस पते से जुड़ा है, तो पासवर्ड रीसेट का ईमेल भेजा जा रहा है।',
    },
    forgotPassword: 'पासवर्ड भूल गए?',
    backToLogin: 'लॉग इन पर वापस जाएँ',
    forgot: {
      title: 'अपना पासवर्ड रीसेट करें',
      intro: 'अपने खाते का ईमेल पता लिखें। नया पासवर्ड सेट करने के लिए हम आपको एक लिंक और 6 अंकों का कोड भेजेंगे।',
      submit: 'रीसेट ईमेल भेजें',
      submitting: 'भेजा जा रहा है...',
      sentTo: 'हमने {{email}} पर रीसेट लिंक और 6 अंकों का कोड भेजा है। लिंक खोलें, या कोड यहाँ लिखें।',
      sendAgain: 'ईमेल फिर से भेजें',
    },
    code: {
      label: '6 अंकों का कोड',
      hint: 'ईमेल में आया कोड। यह 15 मिनट तक मान्य है।',
      invalid: 'ईमेल में आए कोड के 6 अंक लिखें।',
      submit: 'जारी रखें',
      submitting: 'जाँच हो रही है...',
      wrong: 'यह कोड गलत है या इसकी अवधि समाप्त हो गई है। ईमेल देखें, या नया कोड मँगाएँ।',
    },
    confirm: {
      title: 'अपने ईमेल पते की पुष्टि करें',
      afterSignUp: 'हमने {{email}} पर पुष्टि का लिंक और 6 अंकों का कोड भेजा है। लिंक खोलें, या कोड यहाँ लिखें।',
      notConfirmed:
        'ईमेल पते {{email}} की पुष्टि अभी नहीं हुई है। पुष्टि वाले ईमेल का लिंक खोलें, उसका 6 अंकों का कोड यहाँ लिखें, या ईमेल फिर से मँगाएँ।',
      submit: 'ईमेल की पुष्टि करें',
      resend: 'पुष्टि का ईमेल फिर से भेजें',
      resending: 'भेजा जा रहा है...',
    },
    googleUnavailable:
      'इस साइट पर Google से साइन इन उपलब्ध नहीं है। कृपया अपने ईमेल और पासवर्ड से साइन इन करें।',
    useEmail: 'इसके बजाय ईमेल से साइन इन करें',
    redirectFailed: 'साइन इन पूरा नहीं हुआ',
    errors: {
      invalidCredentials: 'ईमेल या पासवर्ड गलत है।',
      alreadyRegistered:
        'इस ईमेल पते से पहले ही एक खाता बना हुआ है। साइन इन करें, या पासवर्ड भूल गए हों तो उसे रीसेट करें।',
      emailInvalid: 'यह ईमेल पता मान्य नहीं है।',
      samePassword: 'नया पासवर्ड पुराने पासवर्ड से अलग होना चाहिए।',
      signUpDisabled: 'अभी इस साइट पर नए खाते नहीं बनाए जा सकते।',
      linkExpired: 'यह लिंक अमान्य है या इसकी अवधि समाप्त हो गई है।',
      waitSeconds: 'सुरक्षा के कारण आप यह अनुरोध {{seconds}} सेकंड बाद ही कर सकते हैं।',
      emailRateLimit: 'बहुत सारे ईमेल भेजे जा चुके हैं। कृपया कुछ देर बाद फिर से कोशिश करें।',
      requestRateLimit: 'बहुत सारे अनुरोध हुए हैं। कृपया कुछ देर बाद फिर से कोशिश करें।',
      tooManyAttempts: 'बहुत सारे प्रयास हुए हैं। कृपया थोड़ा रुककर फिर से कोशिश करें।',
      userBanned: 'यह खाता अभी बंद है। कृपया सहायता टीम से संपर्क करें।',
    },
  },

  resetPassword: {
    title: 'नया पासवर्ड सेट करें',
    intro: '{{email}} के लिए नया पासवर्ड चुनें। इसके बाद भी आप साइन इन रहेंगे।',
    newPassword: 'नया पासवर्ड',
    submit: 'नया पासवर्ड सहेजें',
    submitting: 'सहेजा जा रहा है...',
    succeeded: 'आपका पासवर्ड बदल दिया गया है। आप साइन इन हैं।',
    invalidLink: 'यह रीसेट लिंक अमान्य है या इसकी अवधि समाप्त हो गई है',
    invalidLinkAdvice: 'नया रीसेट ईमेल मँगाएँ, या पासवर्ड याद हो तो साइन इन करें।',
    requestNew: 'नया रीसेट ईमेल भेजें',
  },

  signInRequired: {
    title: 'यह पृष्ठ देखने के लिए कृपया लॉग इन करें',
    advice: 'साइन इन करते ही आप इसी पृष्ठ पर लौट आएँगे।',
    login: 'लॉग इन करें',
  },

  validation: {
    emailRequired: 'कृपया अपना ईमेल पता लिखें।',
    passwordRequired: 'पासवर्ड ज़रूरी है।',
    fullNameRequired: 'पूरा नाम ज़रूरी है।',
    fullNameTooLong: 'नाम में अधिकतम 200 अक्षर हो सकते हैं।',
    phoneRequired: 'फ़ोन नंबर ज़रूरी है।',
    passwordTooShort: 'पासवर्ड में कम से कम 8 अक्षर होने चाहिए।',
    passwordTooLong: 'पासवर्ड में अधिकतम 72 अक्षर हो सकते हैं।',
    passwordNeedsLowercase: 'पासवर्ड में अंग्रेज़ी का एक छोटा अक्षर होना चाहिए।',
    passwordNeedsCapital: 'पासवर्ड में अंग्रेज़ी का एक बड़ा (कैपिटल) अक्षर होना चाहिए।',
    passwordNeedsDigit: 'पासवर्ड में एक अंक (0-9) होना चाहिए।',
    passwordTooWeak:
      'यह पासवर्ड बहुत कमज़ोर है। कम से कम 8 अक्षर रखें, जिनमें अंग्रेज़ी का एक छोटा अक्षर, एक बड़ा अक्षर और एक अंक हो।',
    consentRequired:
      'सेवा की शर्तों और गोपनीयता नीति से सहमति के लिए बॉक्स पर सही का निशान लगाएँ। इसके बिना खाता नहीं बन सकता।',
  },

  overlays: {
    unavailableTitle: 'अभी उपलब्ध नहीं है',
    close: 'बंद करें',
    areas: {
      'consultation-request': 'परामर्श अनुरोध का फ़ॉर्म',
      'rate-consultation': 'परामर्श की रेटिंग का फ़ॉर्म',
      callback: 'कॉलबैक का फ़ॉर्म',
      complaint: 'शिकायत का फ़ॉर्म',
      'ai-lawyer': 'एआई वकील',
      'sign-in-required': 'एआई वकील के लिए साइन इन',
      auth: 'साइन इन का फ़ॉर्म',
      'consultation-choice': 'परामर्श शुरू करने के विकल्प',
    },
  },

  areas: {
    directory: 'वकीलों की सूची',
    lawyerProfile: 'वकील की प्रोफ़ाइल',
    lawyerDashboard: 'वकील डैशबोर्ड',
    clientDashboard: 'मुवक्किल डैशबोर्ड',
    aiConsultations: 'एआई परामर्श का इतिहास',
    opsConsole: 'संचालन कंसोल',
    caseRoom: 'मामला कक्ष',
    supportStatus: 'अनुरोध की स्थिति की जाँच',
    help: 'सहायता मेनू',
    userMenu: 'खाते का मेनू',
  },

  startupError: {
    title: 'NyayaConnect शुरू नहीं हो सका',
    crashTitle: 'कुछ गड़बड़ हो गई',
    crashReason: 'एक अनपेक्षित त्रुटि के कारण यह पृष्ठ रुक गया।',
    advice: 'कृपया थोड़ी देर में फिर से कोशिश करें। अगर समस्या बनी रहे, तो सहायता टीम से संपर्क करें।',
    reload: 'फिर से लोड करें',
  },

  legal: {
    meta: 'संस्करण {{version}} · {{date}} से प्रभावी',
    contents: 'इस पृष्ठ पर',
    unavailable: 'यह पृष्ठ लोड नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  },
  consent: {
    area: 'गोपनीयता सहमति का डायलॉग',
    firstTitle: 'आगे बढ़ने के लिए सहमति दें',
    firstDescription:
      'अपने खाते का उपयोग करने से पहले कृपया सेवा की शर्तें और गोपनीयता नीति पढ़ें और उनसे सहमति दें।',
    changedTitle: 'हमने अपनी शर्तें बदली हैं',
    changedDescription:
      'एक नया संस्करण लागू हुआ है। कृपया इसे पढ़ें, और अपने खाते का उपयोग जारी रखने के लिए इससे सहमति दें।',
    updated: 'बदला गया',
    agree: 'मैं सहमत हूँ',
    decline: 'असहमत होकर साइन आउट करें',
    agreeFailed: 'आपकी सहमति सहेजी नहीं जा सकी। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
    changed: 'अभी-अभी एक नया संस्करण प्रकाशित हुआ है। कृपया उसे पढ़ें, फिर आगे बढ़ने के लिए सहमति दें।',
    declinedTitle: 'आप साइन आउट हो गए हैं',
    declinedDescription: 'आपके खाते में कुछ नहीं बदला है। आप कभी भी फिर से साइन इन करके सहमति दे सकते हैं।',
    deletion:
      'अपना खाता और अपना डेटा हटवाने के लिए, जिस ईमेल पते से आपने साइन अप किया था उससे privacy@nyayaconnect.in पर लिखें। हम 30 दिनों के भीतर उत्तर देते हैं।',
    close: 'बंद करें',
  },
  notFound: {
    title: 'माफ़ कीजिए! पृष्ठ नहीं मिला',
    text: 'आप जो पृष्ठ ढूँढ रहे हैं वह मौजूद नहीं है या कहीं और चला गया है।',
    home: 'मुखपृष्ठ पर लौटें',
  },

  footer: {
    about: 'NyayaConnect कानूनी मदद चाहने वाले लोगों को पूरे भारत के सत्यापित वकीलों से जोड़ता है।',
    licensedOnly: 'NyayaConnect पर केवल लाइसेंसधारी कानूनी पेशेवर ही सूचीबद्ध हैं।',
    privilege:
      'आप जिस वकील से परामर्श करते हैं, उनके साथ आपकी बातचीत गोपनीय है और वकील-मुवक्किल विशेषाधिकार से सुरक्षित है।',
    quickLinks: 'उपयोगी लिंक',
    practiceAreas: 'विशेषज्ञता के क्षेत्र',
    legal: 'कानूनी जानकारी',
    contact: 'संपर्क करें',
    links: {
      about: 'हमारे बारे में',
      services: 'सेवाएँ',
      lawyers: 'वकीलों के लिए',
      pricing: 'शुल्क',
      contact: 'संपर्क',
      privacy: 'गोपनीयता नीति',
      terms: 'सेवा की शर्तें',
      disclaimer: 'अस्वीकरण',
      ethics: 'पेशेवर नैतिकता',
      complaints: 'शिकायतें',
    },
    phone: 'फ़ोन',
    email: 'ईमेल',
    address: 'पता',
    copyright: '© {{year}} NyayaConnect। सर्वाधिकार सुरक्षित।',
    notLegalAdvice: 'इस साइट की जानकारी कानूनी सलाह नहीं है।',
  },
};
