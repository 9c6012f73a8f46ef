// Boot stage 2 of 3 (main.tsx): the store, its slices and the API cache.
export { createAppStore } from '../store';
export { serverStateHydrated } from '../../lib/api';
export { shopConfigApi } from '../../lib/shop-config-api';
