import { EARLY_SUBMITS_GLOBAL } from '@lounge/core/earlySubmitHold';
import { afterEach, describe, expect, it } from 'vitest';
import { holdSubmitsBeforeStart, takeOverForm } from './submitBeforeStart';

/** Sends `form` as a tap on its button would; true when nothing stopped the browser's own sending. */
function send(form: HTMLFormElement): boolean {
  return form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

function form(id: string): HTMLFormElement {
  const element = document.createElement('form');
  element.id = id;
  document.body.append(element);
  return element;
}

const globals = window as unknown as Record<string, unknown>;

describe('a form sent before its code runs', () => {
  afterEach(() => {
    document.body.replaceChildren();
    delete globals[EARLY_SUBMITS_GLOBAL];
  });

  it("takes over what the page's inline script held, and holds the page's forms on itself", () => {
    // What the page's inline script (the server's http/earlySubmitHold.ts) hands over: the form
    // sent before the entry ran, once (the server's test runs that script itself).
    let handedOver = 0;
    globals[EARLY_SUBMITS_GLOBAL] = () => {
      handedOver += 1;
      return ['early'];
    };
    const early = form('early');
    const meanwhile = form('meanwhile');
    // Something was sent: the app is to start now, not wait for a tap.
    expect(holdSubmitsBeforeStart()).toBe(true);
    expect(handedOver).toBe(1);

    // A form made by the app after the entry ran is not the page's, and nothing holds it.
    expect(send(form('later'))).toBe(true);
    // The page's own form, sent now, is held by the entry until its code takes it over.
    expect(send(meanwhile)).toBe(false);

    expect(takeOverForm('early')).toBe(true);
    expect(takeOverForm('meanwhile')).toBe(true);
    expect(takeOverForm('early')).toBe(false); // sent once
    // Taken over, the form is the code's: nothing holds it any more.
    expect(send(early)).toBe(true);
  });
});
