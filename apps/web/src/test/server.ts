// The web tests' network: MSW answers at the fetch boundary (the app's own fetch and Request run).
// setup.ts starts it once per test file; a test adds its answers with fake-api.ts or server.use().
import { setupServer } from 'msw/node';

export const server = setupServer();

/** Requests no handler answered in the running test; setup.ts fails the test when there are any. */
export const unhandledRequests: string[] = [];

export const listenFailingOnUnhandled = () =>
  server.listen({
    // NOTE: MSW 3 calls this option onUnhandledFrame (onUnhandledRequest in MSW 2). A custom callback
    // so the request is refused as with 'error' and the test fails too, even when the app catches
    // the refusal and shows a message the test was not looking at.
    onUnhandledFrame: ({ frame, defaults }) => {
      defaults.error();
      const { request } = frame.data as { request: Request };
      const url = new URL(request.url);
      unhandledRequests.push(`${request.method} ${url.pathname}${url.search}`);
      return Promise.reject(new TypeError(`No handler for ${request.method} ${url.pathname}`));
    },
  });
