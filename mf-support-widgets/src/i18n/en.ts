/** English strings of mf_support_widgets (spec section 2: floating help, callback, complaint). */
export const supportWidgetsEn = {
  floatingHelp: {
    trigger: 'Help',
    aiLawyer: 'AI Lawyer',
    callUs: 'Call Us',
    whatsApp: 'WhatsApp',
    email: 'Email',
    fileComplaint: 'File Complaint',
  },
  callback: {
    title: 'Get Personal Legal Assistance',
    description: 'Speak to our legal team right away.',
    callNow: 'Call Right Now',
  },
  complaint: {
    title: 'File a Complaint',
    intro:
      "We value your feedback. Please share your complaint or concern and we'll address it promptly.",
  },
} as const;
