// The storefront's messages parsed at build time (compiled-messages.ts beside vite.config.ts).
declare module 'virtual:compiled-messages/*' {
  import type { CompiledMessage } from '@eshop/shared';

  const messages: ReadonlyMap<string, CompiledMessage>;
  export default messages;
}
