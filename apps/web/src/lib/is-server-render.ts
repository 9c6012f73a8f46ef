/** True while a page renders on the server (decision 024): no window, no storage, no effects. */
export const isServerRender = typeof window === 'undefined';
