export { renderMail, messageIdFor, addressDomain, bareAddress } from './render.ts';
export type { RenderedMail, RenderOptions } from './render.ts';
export {
  notificationKinds,
  isNotificationKind,
  type AnyDelivery,
  type Delivery,
  type NotificationDataByKind,
  type NotificationKind,
} from './kinds/types.ts';
export { formatIst } from './dates.ts';
export { escapeHtml, oneLine } from './text.ts';
