/**
 * The shell's English strings (namespace `shell`). Texts that docs/product quotes are copied
 * exactly (docs/product/public-site.md, docs/product/accounts.md); the rest is our own copy. The
 * platform's texts ('Loading...', the RemoteBoundary panel, backend failures) come from the
 * `common` namespace.
 */
export const shellEn = {
  brand: 'NyayaConnect',
  skipToContent: 'Skip to main content',

  // The app shell's description and no-script text (index.html's words), for the documents
  // prerendered in other languages (src/prerender).
  documentMeta: {
    description: 'NyayaConnect: find verified lawyers across India and request a consultation.',
    noscript: 'NyayaConnect needs JavaScript to run.',
  },

  documentTitle: {
    home: 'NyayaConnect – Legal consultation with verified lawyers',
    lawyers: 'Find Expert Lawyers – NyayaConnect',
    lawyerProfile: 'Lawyer profile – NyayaConnect',
    lawyerDashboard: 'Lawyer Dashboard – NyayaConnect',
    clientDashboard: 'Client Dashboard – NyayaConnect',
    aiConsultations: 'AI Consultation History – NyayaConnect',
    opsConsole: 'Staff console – NyayaConnect',
    caseRoom: 'Case room – NyayaConnect',
    privacy: 'Privacy notice – NyayaConnect',
    terms: 'Terms of use – NyayaConnect',
    disclaimer: 'Disclaimer – NyayaConnect',
    lawyerPolicy: 'Listing policy and code of conduct for lawyers – NyayaConnect',
    supportStatus: 'Check request status – NyayaConnect',
    notFound: 'Page not found – NyayaConnect',
    resetPassword: 'Set a new password – NyayaConnect',
    unsubscribe: 'Unsubscribe – NyayaConnect',
  },

  header: {
    homeLink: 'NyayaConnect home',
    mainNavigation: 'Main',
    home: 'Home',
    findLawyers: 'Find Lawyers',
    aiLawyer: 'AI Lawyer',
    login: 'Login',
    joinAsLawyer: 'Join as Lawyer',
    talkToUs: 'Talk to Us',
    dashboard: 'Dashboard',
    signOut: 'Sign Out',
    menu: 'Menu',
    mobileMenu: 'Mobile menu',
    userFallback: 'User',
    // The language switch's name; its options are each language's own name (LanguageSwitch).
    language: 'Language',
    languageNotSaved: 'Your language could not be saved to your account.',
    languageNotSavedAdvice:
      'The site is shown in your choice on this device. E-mails follow your account.',
    languageNotRead: 'The language of your account could not be read.',
    retry: 'Try again',
  },

  landing: {
    hero: {
      eyebrow: 'Legal help you can trust',
      title: 'Consult verified lawyers across India, confidentially',
      lead: 'Describe your legal matter, get matched with a verified lawyer, and talk it through over a secure video consultation.',
    },
    // The page's calls to action, in the hero and the closing panels alike.
    actions: {
      startConsultation: 'Start Consultation',
      browseLawyers: 'Browse Lawyers',
      joinAsLawyer: 'Join as Lawyer',
    },
    stats: {
      heading: 'NyayaConnect in numbers',
      // Static marketing figures (docs/product/public-site.md), not data.
      cases: 'Cases',
      lawyers: 'Lawyers',
      satisfaction: 'Satisfaction',
      support: 'Support',
    },
    features: {
      heading: 'Why Choose NyayaConnect?',
      lead: 'Everything you need to get sound legal advice, without the runaround.',
      confidentiality: {
        title: 'Complete Confidentiality',
        text: 'Your case details are shared only with the lawyer who takes up your request.',
      },
      pricing: {
        title: 'Transparent Pricing',
        text: "Every lawyer's hourly rate is shown in rupees before you book. No hidden fees.",
      },
      availability: {
        title: '24/7 Availability',
        text: 'Submit a consultation request or ask for a call back at any hour, any day.',
      },
      languages: {
        title: 'Multi-language Support',
        text: 'Explain your matter in the language you are most comfortable with.',
      },
      aiLawyer: {
        title: 'AI Lawyer',
        text: 'Talk to our AI Lawyer by voice for instant, general legal guidance.',
        action: 'Speak with AI',
      },
      talkToUs: {
        title: 'Talk to Us',
        text: 'Prefer a person? Our team will call you and help you find the right lawyer.',
        action: 'Talk to Us',
      },
    },
    services: {
      heading: 'Our Legal Services',
      lead: 'Choose an area of law to see the lawyers who practise it.',
      findLawyers: 'Find lawyers',
      property: {
        title: 'Property Law',
        text: 'Property disputes, title checks, registration, tenancy and land matters.',
      },
      family: {
        title: 'Family Law',
        text: 'Divorce, child custody, maintenance, adoption and succession.',
      },
      criminal: {
        title: 'Criminal Law',
        text: 'Bail, FIRs, criminal defence and representation at trial.',
      },
      business: {
        title: 'Business Law',
        text: 'Company formation, contracts, compliance and commercial disputes.',
      },
    },
    howItWorks: {
      heading: 'How It Works',
      step: 'Step {{number}}',
      submit: {
        title: 'Submit Your Case',
        text: 'Tell us about your legal matter in a short, confidential form.',
      },
      matched: {
        title: 'Get Matched',
        text: 'A verified lawyer with the right expertise accepts your request.',
      },
      video: {
        title: 'Video Consultation',
        text: 'Meet your lawyer over a secure video call and get clear advice.',
      },
    },
    testimonials: {
      heading: 'What Our Clients Say',
      first: {
        quote:
          'NyayaConnect matched me with a property lawyer within a day. The advice was clear and the fee was exactly what the profile said.',
        name: 'Rajesh Kumar',
        place: 'Delhi',
      },
      second: {
        quote:
          'I was anxious about my custody case. My lawyer explained every step patiently, and I knew my details stayed private.',
        name: 'Ananya Iyer',
        place: 'Chennai',
      },
    },
    cta: {
      heading: 'Ready to get legal help?',
      text: 'Start a confidential consultation with a verified lawyer today.',
      lawyersHeading: 'Are you a lawyer?',
      lawyersText:
        'Join NyayaConnect, complete your bar council verification, and take up consultation requests from clients across India.',
    },
  },

  consultationChoice: {
    title: 'Get Started with Legal Consultation',
    description: 'Choose how you would like to begin.',
    signUp: 'Sign Up & Start Consultation',
    signUpHint: 'Create a free client account and describe your case.',
    login: 'Login to Continue',
    loginHint: 'Already have an account? Sign in to submit your request.',
    talkToUs: 'Talk to Us Directly',
    talkToUsHint: 'Ask our team for a call back.',
  },

  auth: {
    clientPortal: 'Client Portal',
    lawyerPortal: 'Lawyer Portal',
    clientDescription: 'Sign in or create an account to consult verified lawyers.',
    lawyerDescription:
      'Sign in or register as a lawyer. You complete your professional profile after confirming your e-mail.',
    staffPortal: 'Staff Sign In',
    staffDescription: 'For NyayaConnect staff. Accounts are created by an administrator.',
    tabsLabel: 'Login or sign up',
    loginTab: 'Login',
    signUpTab: 'Sign Up',
    fullName: 'Full Name',
    fullNamePlaceholder: 'Enter your full name',
    phone: 'Phone Number',
    phonePlaceholder: '+91 98765 43210',
    email: 'Email',
    emailPlaceholder: 'Enter your email',
    password: 'Password',
    passwordPlaceholder: 'Enter your password',
    newPasswordPlaceholder: 'Create a password',
    passwordRule: 'At least 8 characters, with a lowercase letter, a capital letter and a digit.',
    loginSubmit: 'Login',
    loginSubmitting: 'Signing in...',
    signUpSubmit: 'Sign Up',
    signUpSubmitting: 'Creating account...',
    or: 'or',
    google: 'Continue with Google',
    googleRedirecting: 'Redirecting to Google...',
    requiredNote: 'Fields marked * are required.',
    consent:
      'I agree to the <terms>Terms of Service</terms> and have read the <privacy>Privacy Policy</privacy>.',
    opensInNewTab: '(opens in a new tab)',
    toasts: {
      clientSignUpSucceeded: 'Please check your email to confirm your account.',
      // Our own wording of the documented gist (docs/product/accounts.md).
      lawyerSignUpSucceeded:
        'Registration successful! Please check your email to verify your account, then sign in to complete your lawyer profile.',
      lawyerSignUpFailed: 'An error occurred during registration. Please try again.',
      signInSucceeded: 'Welcome back!',
      codeConfirmed: 'Your e-mail address is confirmed. Welcome to NyayaConnect!',
      confirmationResent:
        'A new confirmation e-mail is on its way. It may take a minute to arrive.',
      resetSent: 'If an account uses this address, a reset e-mail is on its way.',
    },
    forgotPassword: 'Forgot password?',
    backToLogin: 'Back to login',
    forgot: {
      title: 'Reset your password',
      intro:
        'Enter the e-mail address of your account. We will send you a link and a 6-digit code to set a new password.',
      submit: 'Send reset e-mail',
      submitting: 'Sending...',
      sentTo:
        'We sent a reset link and a 6-digit code to {{email}}. Follow the link, or enter the code here.',
      sendAgain: 'Send the e-mail again',
    },
    code: {
      label: '6-digit code',
      hint: 'The code from the e-mail. It is valid for 15 minutes.',
      invalid: 'Enter the 6 digits of the code from the e-mail.',
      submit: 'Continue',
      submitting: 'Checking...',
      wrong: 'This code is wrong or has expired. Check the e-mail, or ask for a new one.',
    },
    confirm: {
      title: 'Confirm your e-mail address',
      afterSignUp:
        'We sent a confirmation link and a 6-digit code to {{email}}. Follow the link, or enter the code here.',
      notConfirmed:
        'The e-mail address {{email}} is not confirmed yet. Follow the link in the confirmation e-mail, enter its 6-digit code here, or have it sent again.',
      submit: 'Confirm e-mail',
      resend: 'Resend confirmation e-mail',
      resending: 'Sending...',
    },
    googleUnavailable:
      'Google sign-in is not available on this site. Please sign in with your e-mail and password instead.',
    useEmail: 'Use e-mail instead',
    redirectFailed: 'Sign-in did not complete',
    // The auth server's refusals (api/authErrors.ts), in the auth server's own English words.
    errors: {
      invalidCredentials: 'Invalid login credentials',
      alreadyRegistered: 'User already registered',
      emailInvalid: 'This e-mail address is not valid.',
      samePassword: 'New password should be different from the old password.',
      signUpDisabled: 'Signups not allowed for this instance',
      linkExpired: 'Email link is invalid or has expired',
      waitSeconds: 'For security purposes, you can only request this after {{seconds}} seconds.',
      emailRateLimit: 'Email rate limit exceeded',
      requestRateLimit: 'Request rate limit reached',
      tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
      userBanned: 'User is banned',
    },
  },

  resetPassword: {
    title: 'Set a new password',
    intro: 'Choose a new password for {{email}}. You stay signed in afterwards.',
    newPassword: 'New password',
    submit: 'Save new password',
    submitting: 'Saving...',
    succeeded: 'Your password has been changed. You are signed in.',
    invalidLink: 'This reset link is invalid or has expired',
    invalidLinkAdvice: 'Ask for a new reset e-mail, or sign in if you remember your password.',
    requestNew: 'Send a new reset e-mail',
  },

  signInRequired: {
    title: 'Please log in to see this page',
    advice: 'You return to this page as soon as you are signed in.',
    login: 'Login',
  },

  validation: {
    emailRequired: 'Please enter your email address.',
    passwordRequired: 'Password is required.',
    fullNameRequired: 'Full name is required.',
    fullNameTooLong: 'The name can be at most 200 characters.',
    phoneRequired: 'Phone number is required.',
    passwordTooShort: 'The password needs at least 8 characters.',
    passwordTooLong: 'The password can be at most 72 characters.',
    passwordNeedsLowercase: 'The password needs a lowercase letter (a-z).',
    passwordNeedsCapital: 'The password needs a capital letter (A-Z).',
    passwordNeedsDigit: 'The password needs a digit (0-9).',
    passwordTooWeak:
      'This password is too weak. Use at least 8 characters, with a lowercase letter, a capital letter and a digit.',
    consentRequired:
      'Tick the box to agree to the Terms of Service and the Privacy Policy. An account cannot be created without it.',
  },

  overlays: {
    unavailableTitle: 'Not available right now',
    close: 'Close',
    areas: {
      'consultation-request': 'The consultation request form',
      'rate-consultation': 'The consultation rating form',
      callback: 'The callback form',
      complaint: 'The complaint form',
      'ai-lawyer': 'The AI Lawyer',
      'sign-in-required': 'The AI Lawyer sign-in',
      auth: 'The sign-in form',
      'consultation-choice': 'The consultation choice',
    },
  },

  areas: {
    directory: 'The lawyer directory',
    lawyerProfile: 'The lawyer profile',
    lawyerDashboard: 'The lawyer dashboard',
    clientDashboard: 'The client dashboard',
    aiConsultations: 'The AI consultation history',
    opsConsole: 'The staff console',
    caseRoom: 'The case room',
    supportStatus: 'The request status check',
    help: 'The help menu',
    userMenu: 'The account menu',
  },

  startupError: {
    title: 'NyayaConnect could not start',
    crashTitle: 'Something went wrong',
    crashReason: 'An unexpected error stopped this page.',
    advice: 'Please try again in a moment. If the problem continues, contact support.',
    reload: 'Reload',
  },

  legal: {
    meta: 'Version {{version}} · in effect from {{date}}',
    contents: 'On this page',
    unavailable: 'This page could not be loaded. Check your connection and try again.',
  },
  consent: {
    area: 'The privacy consent dialog',
    firstTitle: 'Agree to continue',
    firstDescription:
      'Before you use your account, please read the Terms of Service and the Privacy Policy, and agree to them.',
    changedTitle: 'We have updated our terms',
    changedDescription:
      'A new version is in effect. Please read it, and agree to it to go on using your account.',
    updated: 'Updated',
    agree: 'I agree',
    decline: 'Decline and sign out',
    agreeFailed: 'Your agreement could not be saved. Check your connection and try again.',
    changed: 'A newer version was published a moment ago. Please read it, then agree to continue.',
    declinedTitle: 'You are signed out',
    declinedDescription:
      'Nothing about your account has changed. You can sign in again and agree at any time.',
    deletion:
      'To have your account and your data deleted, write to privacy@nyayaconnect.in from the e-mail address you signed up with. We answer within 30 days.',
    close: 'Close',
  },
  notFound: {
    title: 'Oops! Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    home: 'Return to Home',
  },

  footer: {
    about: 'NyayaConnect connects people who need legal help with verified lawyers across India.',
    licensedOnly: 'Only licensed legal professionals are listed on NyayaConnect.',
    privilege:
      'Your communications with the lawyer you consult are confidential and protected by legal professional privilege.',
    quickLinks: 'Quick Links',
    practiceAreas: 'Practice Areas',
    legal: 'Legal',
    contact: 'Contact Us',
    links: {
      about: 'About Us',
      services: 'Services',
      lawyers: 'For Lawyers',
      pricing: 'Pricing',
      contact: 'Contact',
      privacy: 'Privacy Policy',
      terms: 'Terms of Service',
      disclaimer: 'Disclaimer',
      ethics: 'Professional Ethics',
      complaints: 'Complaints',
    },
    phone: 'Phone',
    email: 'Email',
    address: 'Address',
    copyright: '© {{year}} NyayaConnect. All rights reserved.',
    notLegalAdvice: 'Information on this site is not legal advice.',
  },
} as const;

export type ShellResources = typeof shellEn;
