// @vitest-environment jsdom
import { EARLY_SUBMITS_GLOBAL } from '@lounge/core';
import { describe, expect, it } from 'vitest';
import { EARLY_SUBMIT_HOLD_SCRIPT } from '../src/http/earlySubmitHold';

interface PageForm {
  id: string;
  dispatchEvent(event: unknown): boolean;
}
/** The jsdom page this test runs in, as far as it uses it (the server's types know no DOM). */
const page = globalThis as unknown as Record<string, unknown> & {
  document: { createElement(tag: 'form'): PageForm; body: { append(node: PageForm): void } };
  Event: new (type: string, init: { bubbles: boolean; cancelable: boolean }) => unknown;
};

/** Sends `form` as a tap on its button would; true when nothing stopped the browser's own sending. */
function send(form: PageForm): boolean {
  return form.dispatchEvent(new page.Event('submit', { bubbles: true, cancelable: true }));
}

function form(id: string): PageForm {
  const element = page.document.createElement('form');
  element.id = id;
  page.document.body.append(element);
  return element;
}

describe("a prerendered page's inline script", () => {
  it('holds every form sent until the entry takes the list, then steps aside', () => {
    // As the page's head runs it: the text itself, before anything else.
    new Function(EARLY_SUBMIT_HOLD_SCRIPT)();
    const first = form('login');
    const second = form('tour');
    expect(send(first)).toBe(false);
    expect(send(second)).toBe(false);
    expect(send(first)).toBe(false);

    const takeOver = page[EARLY_SUBMITS_GLOBAL] as (() => string[]) | undefined;
    expect(takeOver?.()).toEqual(['login', 'tour', 'login']);
    // Once handed over it holds nothing: from here the entry's own hold answers.
    expect(send(first)).toBe(true);
  });
});
