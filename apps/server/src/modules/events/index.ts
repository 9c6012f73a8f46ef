// The events module's public face: modules publish what changed; the admin's stream is admitted and
// served the same way as the storefront's.
export { streamEvents } from './event-stream.js';
export { type EventNotice, EVENTS_CHANNEL, publishEvent } from './publish-event.js';
export { admitStream } from './admit-stream.js';
