import { EARLY_SUBMIT_HOLD_SCRIPT } from '@lounge/core';
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

describe('a form sent before its code runs', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it("is held from the page's first moment by the inline script, and the entry holds it on", () => {
    // The script as the page's head runs it, before the entry (it is a string in the page).
    new Function(EARLY_SUBMIT_HOLD_SCRIPT)();
    const early = form('early');
    const meanwhile = form('meanwhile');
    expect(send(early)).toBe(false);

    // Something was sent: the app is to start now, not wait for a tap.
    expect(holdSubmitsBeforeStart()).toBe(true);
    // The inline script has handed over and stepped aside: a form made by the app after the entry
    // ran is not the page's, and nothing holds it.
    const later = form('later');
    expect(send(later)).toBe(true);
    // The page's own form, sent now, is held by the entry until its code takes it over.
    expect(send(meanwhile)).toBe(false);

    expect(takeOverForm('early')).toBe(true);
    expect(takeOverForm('meanwhile')).toBe(true);
    expect(takeOverForm('early')).toBe(false); // sent once
    // Taken over, the form is the code's: nothing holds it any more.
    expect(send(early)).toBe(true);
  });
});
