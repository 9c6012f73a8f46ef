// The contact module's public face: the address the shop is written to (the shop settings read it).
export { shopEmail } from './send-contact-message.js';
