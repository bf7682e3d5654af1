import { act, fireEvent, waitFor } from '@testing-library/react';
import { type ComponentType, createContext, lazy, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferUntilNear } from './DeferUntilNear';

/** A screen on which the part is never near: only the keyboard brings it. */
class NeverNear {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const Around = createContext(0);

describe('a prerendered part kept until the visitor nears it', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('stays as sent while the page hydrates and updates around it, and goes live at the first Tab', async () => {
    vi.stubGlobal('IntersectionObserver', NeverNear);
    let loads = 0;
    const Part = lazy(async () => {
      loads += 1;
      return { default: () => <input aria-label="Name" /> };
    });
    let update: () => void = () => undefined;
    function Page() {
      const [n, setN] = useState(0);
      update = () => setN((v) => v + 1);
      return (
        <Around.Provider value={n}>
          <section id="near-me">
            <DeferUntilNear near="near-me" component={Part} />
          </section>
        </Around.Provider>
      );
    }
    // What the build writes for that page (the part rendered inside its island).
    const page = document.createElement('div');
    page.setAttribute('data-prerendered', '/tour');
    page.innerHTML =
      '<section id="near-me"><fieldset class="deferred" disabled=""><!--$--><div id="near-me-prerendered"><div><!--$--><input aria-label="Name"><!--/$--></div></div><!--/$--></fieldset></section>';
    document.body.append(page);
    const sent = page.querySelector('input');
    const recoverable = vi.fn();

    await act(async () => {
      hydrateRoot(page, <Page />, { onRecoverableError: recoverable });
    });
    await act(async () => {
      update();
      document.title = 'Book a Tour';
    });
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(loads).toBe(0);
    expect(page.querySelector('input')).toBe(sent);
    expect(page.querySelector('fieldset')?.disabled).toBe(true);

    fireEvent.keyDown(document, { key: 'Tab' });
    await waitFor(() => expect(page.querySelector('fieldset')?.disabled).toBe(false));
    expect(loads).toBe(1);
    expect(page.querySelector('input')).not.toBe(sent);
    expect(page.querySelector('#near-me-prerendered')).toBeNull();
    expect(recoverable).not.toHaveBeenCalled();
    page.remove();
  });

  it('holds a Tab from the stop before the part while its code loads, then gives the part the focus', async () => {
    vi.stubGlobal('IntersectionObserver', NeverNear);
    // jsdom lays nothing out; the page's controls are on screen here.
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    let arrive: () => void = () => undefined;
    const Part = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          arrive = () => resolve({ default: () => <input aria-label="Name" /> });
        }),
    );
    const page = document.createElement('div');
    page.setAttribute('data-prerendered', '/tour');
    page.innerHTML =
      '<button type="button">Before</button><section id="near-me"><fieldset class="deferred" disabled=""><!--$--><div id="near-me-prerendered"><div><!--$--><input aria-label="Name"><!--/$--></div></div><!--/$--></fieldset></section>';
    document.body.append(page);
    await act(async () => {
      hydrateRoot(
        page,
        <>
          <button type="button">Before</button>
          <section id="near-me">
            <DeferUntilNear near="near-me" component={Part} />
          </section>
        </>,
      );
    });
    const before = page.querySelector('button') as HTMLButtonElement;
    before.focus();
    // The first Tab starts the part's code; the ones at the door wait for it.
    expect(fireEvent.keyDown(before, { key: 'Tab' })).toBe(false);
    expect(fireEvent.keyDown(before, { key: 'Tab' })).toBe(false);
    expect(fireEvent.keyDown(before, { key: 'Tab', shiftKey: true })).toBe(true);
    expect(document.activeElement).toBe(before);
    await act(async () => arrive());
    await waitFor(() => expect(document.activeElement).toBe(page.querySelector('input')));
    expect(page.querySelector('fieldset')?.disabled).toBe(false);
    // Live now: Tab goes its own way again.
    before.focus();
    expect(fireEvent.keyDown(before, { key: 'Tab' })).toBe(true);
    page.remove();
  });
});
