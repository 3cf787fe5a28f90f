export { startShopStandin, newOrderNumber, type ShopStandin, type ShopStandinOptions } from './server.js';
export { sign, verifySignature, signatureHeader } from './signature.js';
export { escapeHtml, standinNotice } from './html.js';
export { type Basket, type BasketItem } from './basket.js';
export { type ShopNotification, type NotificationAnswer } from './portal-client.js';
