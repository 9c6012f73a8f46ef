// The metrics module's public face: the counters other modules record into.
export { type ShopMetrics } from './shop-metrics.js';
