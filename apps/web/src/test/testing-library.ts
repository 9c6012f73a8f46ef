// What the web tests import as '@testing-library/react' (vitest.config.ts): Preact's testing library,
// which renders through Preact as the shop does, except its fireEvent. That one fires `input` for
// every `change` (preact/compat listens to `input` for a text field's onChange), which a <select>
// never hears. Here a change fires what an onChange under preact/compat listens to: `input` then
// `change` for a text field, `change` for a select, a checkbox or a file; inside Preact's act.
import { fireEvent as domFireEvent } from '@testing-library/dom';
import { act } from 'preact/test-utils';

export * from '@testing-library/preact';

type Fire = (...args: Parameters<typeof domFireEvent>) => boolean;
const inAct =
  (fire: Fire): Fire =>
  (...args) => {
    let result = false;
    void act(() => {
      result = fire(...args);
    });
    return result;
  };

const typesWithoutInput = /^(checkbox|radio|file)$/;
const change: Fire = (element, init) => {
  const typed =
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && !typesWithoutInput.test(element.type));
  if (!typed) return domFireEvent.change(element, init);
  domFireEvent.input(element, init);
  return domFireEvent.change(element);
};

export const fireEvent = Object.assign(inAct(domFireEvent), {
  ...Object.fromEntries(Object.entries(domFireEvent).map(([name, fire]) => [name, inAct(fire as Fire)])),
  change: inAct(change),
}) as typeof domFireEvent;
