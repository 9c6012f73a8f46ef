// The events module's public face: modules publish what changed; the admin's stream is admitted and
// served the same way as the storefront's; the catalogue's indexer listens to the hub it is handed.
export { streamEvents } from './event-stream.js';
export {
  type Audience,
  type EventNotice,
  EVENTS_CHANNEL,
  publishEvent,
  publishEvents,
} from './publish-event.js';
export { KEEP_EVENTS_MS, readEventClock, readEventsSince, type StoredEvent } from './event-log.js';
export { admitStream } from './admit-stream.js';
export { type EventHub } from './event-hub.js';
