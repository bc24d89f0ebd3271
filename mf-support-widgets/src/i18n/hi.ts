import type { CatalogOf } from '@nyaya/shared-platform';
import type { SupportWidgetsResources } from './en';
import { launcherHi } from './hi-launcher';

/**
 * Hindi strings of mf_support_widgets (the site's widgets and the partner embed), with the words
 * of docs/product/hindi-glossary.md; loaded only when the page is in Hindi
 * (docs/product/languages.md).
 */
export const supportWidgetsHi: CatalogOf<SupportWidgetsResources> = {
  ...launcherHi,
  callback: {
    title: 'व्यक्तिगत कानूनी सहायता पाएँ',
    description: 'हमारी कानूनी टीम से अभी बात करें।',
    callNow: 'अभी कॉल करें',
    requestCallBack: 'कॉलबैक का अनुरोध करें',
    form: {
      name: 'नाम',
      mobileNumber: 'मोबाइल नंबर',
      mobilePlaceholder: '+91 98765 43210',
      issueDescription: 'समस्या का विवरण',
      issuePlaceholder: 'अपनी कानूनी समस्या संक्षेप में बताएँ',
      back: 'वापस',
    },
  },
  complaint: {
    title: 'शिकायत दर्ज करें',
    intro: 'हम आपकी राय को महत्व देते हैं। कृपया अपनी शिकायत या चिंता बताएँ, हम उस पर जल्द ध्यान देंगे।',
    form: {
      email: 'ईमेल पता',
      emailPlaceholder: 'अपना ईमेल पता लिखें',
      phoneNumber: 'फ़ोन नंबर',
      phonePlaceholder: '+91 98765 43210',
      complaintText: 'शिकायत का विवरण',
      complaintPlaceholder: 'कृपया अपनी शिकायत विस्तार से बताएँ…',
      submit: 'शिकायत सबमिट करें',
    },
  },
  submitting: 'सबमिट हो रहा है…',
  supportStatus: {
    title: 'अनुरोध की स्थिति देखें',
    intro: 'अपने कॉलबैक अनुरोध या शिकायत की संदर्भ संख्या, और उसके साथ दिया गया ईमेल पता या मोबाइल नंबर लिखें।',
    reference: 'संदर्भ संख्या',
    contact: 'ईमेल या मोबाइल नंबर',
    contactPlaceholder: 'you@example.com या +91 98765 43210',
    contactHint: 'कॉलबैक अनुरोध के लिए: मोबाइल नंबर। शिकायत के लिए: ईमेल पता या फ़ोन नंबर।',
    submit: 'स्थिति देखें',
    checking: 'देखा जा रहा है…',
    notFound: 'इस संदर्भ संख्या और संपर्क के साथ कोई अनुरोध नहीं मिला। दोनों जाँचें और फिर से कोशिश करें।',
    rateLimited: 'इस कनेक्शन से स्थिति बहुत बार देखी गई है। कृपया 10 मिनट रुकें और फिर से कोशिश करें।',
    failed: 'स्थिति नहीं देखी जा सकी',
    kinds: {
      callback: 'कॉलबैक अनुरोध',
      complaint: 'शिकायत',
    },
    statuses: {
      callback: {
        new: 'नया',
        contacted: 'संपर्क किया गया',
        no_answer: 'जवाब नहीं मिला',
        resolved: 'हल किया गया',
      },
      complaint: {
        received: 'प्राप्त',
        in_review: 'समीक्षाधीन',
        resolved: 'हल किया गया',
        rejected: 'अस्वीकृत',
      },
    },
    answer: {
      heading: 'अनुरोध <reference>{{reference}}</reference>',
      kind: 'अनुरोध',
      status: 'स्थिति',
      received: 'प्राप्त हुआ',
      updated: 'पिछला अपडेट',
      retry: 'हम {{date}} को फिर से कोशिश करेंगे।',
      response: 'हमारा जवाब',
    },
    link: 'अपने अनुरोध की स्थिति देखें',
    linkNewTab: 'अपने अनुरोध की स्थिति देखें (नए टैब में खुलता है)',
  },
  referenceNumber: {
    label: 'आपकी संदर्भ संख्या:',
    sentence: 'आपकी संदर्भ संख्या <reference>{{reference}}</reference> है।',
    copy: 'कॉपी करें',
    copyLabel: 'संदर्भ संख्या कॉपी करें',
    copied: 'कॉपी हो गई',
    copiedAnnouncement: 'संदर्भ संख्या कॉपी हो गई।',
    copyFailed: 'कॉपी नहीं हो सकी। संख्या चुनें और उसे कॉपी करें।',
  },
  validation: {
    nameRequired: 'कृपया अपना नाम लिखें।',
    nameTooLong: 'नाम अधिकतम 200 अक्षरों का हो सकता है।',
    mobileRequired: 'कृपया अपना मोबाइल नंबर लिखें।',
    issueRequired: 'कृपया अपनी समस्या बताएँ।',
    issueTooLong: 'समस्या का विवरण अधिकतम 5000 अक्षरों का हो सकता है।',
    emailRequired: 'कृपया अपना ईमेल पता लिखें।',
    phoneRequired: 'फ़ोन नंबर ज़रूरी है।',
    complaintRequired: 'कृपया अपनी शिकायत बताएँ।',
    complaintTooLong: 'शिकायत अधिकतम 5000 अक्षरों की हो सकती है।',
    nameSingleLine: 'आपका नाम एक ही पंक्ति में हो, बिना टैब या अन्य नियंत्रण वर्णों के।',
    issueControlCharacters: 'समस्या के विवरण में नियंत्रण वर्ण हैं; केवल नई पंक्ति और टैब की अनुमति है।',
    complaintControlCharacters: 'शिकायत में नियंत्रण वर्ण हैं; केवल नई पंक्ति और टैब की अनुमति है।',
    referenceRequired: 'कृपया संदर्भ संख्या लिखें।',
    contactRequired: 'कृपया वही ईमेल पता या मोबाइल नंबर लिखें जो आपने दिया था।',
  },
  refusals: {
    tooManyFromContact:
      'इस फ़ोन नंबर या ईमेल पते से बहुत सारे अनुरोध भेजे गए हैं। कृपया एक घंटे बाद फिर से कोशिश करें।',
    tooManyFromNetwork: 'आपके नेटवर्क से बहुत सारे अनुरोध भेजे गए हैं। कृपया एक घंटे बाद फिर से कोशिश करें।',
    notAllowedOn: '{{partner}} का सहायता विजेट {{origin}} पर दिखाने की अनुमति नहीं है।',
  },
  toasts: {
    callbackSucceeded: 'हम 24 घंटे के भीतर आपको वापस कॉल करेंगे।',
    callbackFailed: 'आपका अनुरोध सबमिट नहीं हो सका। कृपया फिर से कोशिश करें।',
    complaintSubmitted: {
      title: 'शिकायत सफलतापूर्वक सबमिट हो गई',
      description: 'हम आपकी शिकायत की समीक्षा करेंगे और जल्द ही आपसे संपर्क करेंगे। आपकी राय के लिए धन्यवाद!',
    },
    complaintFailed: {
      title: 'त्रुटि',
      description: 'आपकी शिकायत सबमिट नहीं हो सकी। कृपया फिर से कोशिश करें।',
    },
  },
};
