import type { CatalogOf } from '@nyaya/shared-platform';
import type { AiLawyerResources } from './en';

/**
 * Hindi strings of mf_ai_lawyer, key for key the English ones, in the words of
 * docs/product/hindi-glossary.md (docs/product/languages.md). Loaded only when Hindi is on.
 */
export const aiLawyerHi: CatalogOf<AiLawyerResources> = {
  aiLawyer: {
    title: 'एआई वकील सहायक',
    description: 'अपने कानूनी सवाल पर हमारे एआई वकील से आवाज़ में बात करें।',
    start: 'वॉइस परामर्श शुरू करें',
    connecting: 'एआई वकील से जुड़ रहे हैं…',
    connected: 'जुड़ गए - एआई वकील सुन रहा है',
    mute: 'म्यूट करें',
    unmute: 'अनम्यूट करें',
    endCall: 'कॉल समाप्त करें',
    level: 'एआई वकील की आवाज़ का स्तर',
    unavailable: {
      message: 'वॉइस परामर्श अभी उपलब्ध नहीं है।',
      callbackHint: 'इसके बजाय कॉलबैक का अनुरोध करें, हमारी टीम 24 घंटे के भीतर आपको कॉल करेगी।',
    },
    requestCallback: 'कॉलबैक का अनुरोध करें',
    microphone: {
      permissionDenied:
        'माइक्रोफ़ोन की अनुमति बंद है। अपने ब्राउज़र की सेटिंग्स में इस साइट को माइक्रोफ़ोन उपयोग करने की अनुमति दें, फिर से कोशिश करें।',
      noMicrophone: 'कोई माइक्रोफ़ोन नहीं मिला। माइक्रोफ़ोन जोड़ें, फिर से कोशिश करें।',
      unsupportedBrowser:
        'यह ब्राउज़र वॉइस कॉल नहीं कर सकता। कृपया क्रोम, एज, फ़ायरफ़ॉक्स या सफ़ारी का नया संस्करण उपयोग करें।',
      inUse: 'आपका माइक्रोफ़ोन किसी दूसरे ऐप में उपयोग हो रहा है। वह ऐप बंद करें, फिर से कोशिश करें।',
      failed: 'आपका माइक्रोफ़ोन शुरू नहीं हो सका। उसे जाँचें, फिर से कोशिश करें।',
      callbackHint: 'आप इसके बजाय कॉलबैक का अनुरोध भी कर सकते हैं।',
    },
    transcript: {
      title: 'प्रतिलेख',
      hint: 'आप और एआई वकील जो कहते हैं, वह यहाँ दिखता है।',
      speakers: { user: 'आप', assistant: 'एआई वकील' },
      line: '{{speaker}}: {{text}}',
    },
    historyLink: 'आपका परामर्श इतिहास',
    greeting: 'नमस्ते, मैं NyayaConnect का एआई वकील हूँ। आपका कानूनी सवाल क्या है?',
    save: {
      saving: 'यह परामर्श आपके इतिहास में सहेजा जा रहा है…',
      saved: 'यह परामर्श आपके इतिहास में सहेज लिया गया है।',
      viewHistory: 'अपना परामर्श इतिहास देखें',
      failed: 'हम यह परामर्श आपके इतिहास में सहेज नहीं सके।',
      failedHint: 'इसे रखने के लिए प्रतिलेख कॉपी करें, या फिर से सहेजने की कोशिश करें।',
      limitReached: 'आप अभी के लिए अनुमत अधिकतम एआई परामर्श सहेज चुके हैं।',
      limitReachedHint:
        'एक घंटे में अधिकतम 10 और एक दिन में 30 परामर्श सहेजे जाते हैं। इसे रखने के लिए प्रतिलेख कॉपी करें, या बाद में फिर से सहेजें।',
      copy: 'प्रतिलेख कॉपी करें',
      copied: 'प्रतिलेख कॉपी हो गया।',
      copyFailed: 'प्रतिलेख कॉपी नहीं हो सका। उसका टेक्स्ट चुनें और कॉपी करें।',
      retry: 'फिर से सहेजें',
    },
  },
  signInRequired: {
    title: 'साइन इन ज़रूरी है',
    description: 'एआई वकील से बात करने के लिए साइन इन करें या खाता बनाएँ।',
    benefitsLabel: 'खाते के साथ आपको मिलता है',
    benefits: {
      instantConsultation: 'तुरंत एआई कानूनी परामर्श',
      voiceGuidance: 'आवाज़ से मार्गदर्शन',
      personalizedAdvice: 'आपके लिए खास सलाह',
      secureHistory: 'सुरक्षित परामर्श इतिहास',
    },
    createAccount: 'खाता बनाएँ और एआई वकील तक पहुँचें',
    signIn: 'मेरा खाता है - साइन इन करें',
  },
  toasts: {
    connected: { title: 'जुड़ गए', description: 'एआई वकील अब सुन रहा है। बोलना शुरू करें!' },
    callEnded: { title: 'कॉल समाप्त', description: 'एआई वकील के साथ आपका सत्र समाप्त हो गया है।' },
    connectionError: {
      title: 'कनेक्शन त्रुटि',
      description: 'एआई वकील से जुड़ नहीं सके। कृपया फिर से कोशिश करें।',
    },
    startFailed: {
      title: 'शुरू नहीं हो सका',
      description: 'एआई वकील का सत्र शुरू नहीं हो सका। कृपया फिर से कोशिश करें।',
    },
  },
  refusals: {
    hourlyLimit: 'आपने पिछले एक घंटे में 10 एआई परामर्श सहेजे हैं। कृपया बाद में फिर से कोशिश करें।',
    dailyLimit: 'आपने आज 30 एआई परामर्श सहेजे हैं। कृपया कल फिर से कोशिश करें।',
    oneAtATime: 'एआई परामर्श एक बार में एक ही सहेजा जाता है; इस अनुरोध में {{rows}} थे।',
  },
  history: {
    title: 'एआई परामर्श इतिहास',
    description: 'एआई वकील के साथ आपके पिछले वॉइस परामर्श, सबसे नए पहले।',
    loading: 'आपके परामर्श लोड हो रहे हैं…',
    card: {
      unknownDate: 'तारीख़ अज्ञात',
      durationLabel: 'अवधि',
      duration: '{{minutes}} मिनट {{seconds}} सेकंड',
      durationSeconds: '{{seconds}} सेकंड',
      endedLabel: 'कैसे समाप्त हुआ',
      messagesLabel: 'संदेश',
      messages_one: '{{count}} संदेश',
      messages_other: '{{count}} संदेश',
      preview: 'आपने कहा: “{{text}}”',
      noPreview: 'इस परामर्श में आपने कुछ नहीं कहा।',
      showTranscript: 'प्रतिलेख दिखाएँ',
      hideTranscript: 'प्रतिलेख छिपाएँ',
      transcriptLabel: 'प्रतिलेख',
      emptyTranscript: 'इस परामर्श का कोई प्रतिलेख नहीं है।',
      requestLawyer: 'वकील का अनुरोध करें',
      delete: 'हटाएँ',
    },
    speakers: { user: 'आप', assistant: 'एआई वकील' },
    endReasons: {
      userEnded: 'आपने कॉल समाप्त की।',
      assistantEnded: 'एआई वकील ने कॉल समाप्त की।',
      silence: 'लंबी चुप्पी के बाद कॉल समाप्त हो गई।',
      maxDuration: 'कॉल अपनी समय सीमा तक पहुँच गई।',
      microphone: 'माइक्रोफ़ोन उपयोग न हो पाने के कारण कॉल समाप्त हो गई।',
      cancelled: 'कॉल रद्द कर दी गई।',
      error: 'तकनीकी समस्या के कारण कॉल समाप्त हो गई।',
    },
    empty: {
      title: 'अभी कोई एआई परामर्श नहीं',
      description:
        'अपने कानूनी सवाल पर एआई वकील से आवाज़ में बात करें। हर परामर्श उसके प्रतिलेख के साथ यहाँ रखा जाता है।',
      start: 'वॉइस परामर्श शुरू करें',
      unavailableDescription:
        'एआई वकील के साथ वॉइस परामर्श अभी उपलब्ध नहीं है। इसके बजाय कॉलबैक का अनुरोध करें, हमारी टीम 24 घंटे के भीतर आपको कॉल करेगी।',
    },
    loadFailed: { title: 'आपके एआई परामर्श लोड नहीं हो सके।' },
    deleteDialog: {
      title: 'यह परामर्श हटाएँ?',
      description: '{{date}} का परामर्श और उसका प्रतिलेख हटा दिया जाएगा। इसे वापस नहीं लाया जा सकता।',
      keep: 'परामर्श रखें',
      confirm: 'परामर्श हटाएँ',
    },
    toasts: {
      deleted: {
        title: 'परामर्श हटाया गया',
        description: '{{date}} का परामर्श हटा दिया गया है।',
      },
      deleteFailed: {
        title: 'हटाया नहीं जा सका',
        fallback: 'परामर्श हटाते समय त्रुटि हुई। कृपया फिर से कोशिश करें।',
      },
    },
  },
};
