import type { CatalogOf } from '@nyaya/shared-platform';
import type { SupportWidgetsResources } from './en';

/**
 * The Hindi strings of the partner embed's launcher: the floating help's menu and the embed's
 * own. Part of the remote's Hindi catalog (hi.ts), and on their own the chunk a Hindi partner
 * page loads before the visitor opens a form, so that chunk stays small
 * (docs/product/support-widgets.md, "Partner embed").
 */
export const launcherHi: CatalogOf<Pick<SupportWidgetsResources, 'floatingHelp' | 'embed'>> = {
  floatingHelp: {
    trigger: 'सहायता',
    aiLawyer: 'एआई वकील',
    callUs: 'हमें कॉल करें',
    whatsApp: 'WhatsApp',
    email: 'ईमेल',
    fileComplaint: 'शिकायत दर्ज करें',
  },
  embed: {
    frameTitle: 'NyayaConnect सहायता फ़ॉर्म',
    requestCallBack: 'कॉलबैक का अनुरोध करें',
    formsUnavailable: 'सर्वर से संपर्क नहीं हो सका। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  },
};
