import { act, fireEvent, waitFor } from '@testing-library/react';
import { type ComponentType, createContext, lazy, useCallback, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferUntilNear, useCarriedValues } from './DeferUntilNear';

/** A screen on which the part is never near: only the keyboard brings it. */
class NeverNear {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const Around = createContext(0);

/** What the build writes for /tour: the part's fields rendered inside its island, in section `id`. */
function prerenderedPage(id: string, fields: string): HTMLDivElement {
  const page = document.createElement('div');
  page.setAttribute('data-prerendered', '/tour');
  page.innerHTML = `<section id="${id}"><fieldset class="deferred"><!--$--><div id="${id}-prerendered"><div><!--$-->${fields}<!--/$--></div></div><!--/$--></fieldset></section>`;
  document.body.append(page);
  return page;
}

/** A lazy part whose code arrives only when the test says so. */
function arrivingPart(Live: ComponentType) {
  let arrive: (() => void) | null = null;
  const Part = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        arrive = () => resolve({ default: Live });
      }),
  );
  return { Part, asked: () => arrive !== null, arrive: () => arrive?.() };
}

/** Hydrates the page with the part kept until near, in its section. */
async function hydrateKept(page: HTMLElement, id: string, Part: ComponentType): Promise<void> {
  await act(async () => {
    hydrateRoot(
      page,
      <section id={id}>
        <DeferUntilNear near={id} component={Part} />
      </section>,
    );
  });
}

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
    const page = prerenderedPage('near-me', '<input aria-label="Name">');
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
    // Not live, but not shut either: its fields take typing from the first paint.
    expect(page.querySelector('fieldset')?.disabled).toBe(false);
    expect(page.querySelector('fieldset')?.hasAttribute('data-live')).toBe(false);

    fireEvent.keyDown(document, { key: 'Tab' });
    await waitFor(() => expect(page.querySelector('fieldset')?.hasAttribute('data-live')).toBe(true));
    expect(loads).toBe(1);
    expect(page.querySelector('input')).not.toBe(sent);
    expect(page.querySelector('#near-me-prerendered')).toBeNull();
    expect(recoverable).not.toHaveBeenCalled();
    page.remove();
  });

  it('takes typing before its code arrives, and the live part starts from it with the focus kept', async () => {
    vi.stubGlobal('IntersectionObserver', NeverNear);
    function LivePart() {
      const [name, setName] = useState('');
      const [note, setNote] = useState('');
      useCarriedValues(
        useCallback((values: ReadonlyMap<string, string>) => {
          setName(values.get('f_name') ?? '');
          setNote(values.get('f_note') ?? '');
        }, []),
      );
      return (
        <>
          <input id="f_name" aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
          <textarea id="f_note" aria-label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
        </>
      );
    }
    const { Part, asked, arrive } = arrivingPart(LivePart);
    const page = prerenderedPage(
      'typed-here',
      '<input id="f_name" aria-label="Name" value=""><textarea id="f_note" aria-label="Note"></textarea>',
    );
    // Typed before the page's code ran at all.
    const sentNote = page.querySelector('textarea') as HTMLTextAreaElement;
    sentNote.value = 'Two of us';
    await hydrateKept(page, 'typed-here', Part);
    // Typed after hydration, while the live part's code is on its way (the focus starts it).
    const sentName = page.querySelector('input') as HTMLInputElement;
    act(() => sentName.focus());
    fireEvent.input(sentName, { target: { value: 'Ada' } });
    expect(page.querySelector('fieldset')?.hasAttribute('data-live')).toBe(false);
    await waitFor(() => expect(asked()).toBe(true));

    await act(async () => arrive());
    await waitFor(() => expect(page.querySelector('fieldset')?.hasAttribute('data-live')).toBe(true));
    const liveName = page.querySelector('input') as HTMLInputElement;
    expect(liveName).not.toBe(sentName);
    expect(liveName.value).toBe('Ada');
    expect((page.querySelector('textarea') as HTMLTextAreaElement).value).toBe('Two of us');
    expect(document.activeElement).toBe(liveName);
    expect(liveName.selectionStart).toBe(3);
    page.remove();
  });

  it("carries a date and a choice made in the browser's own fields before its code arrives", async () => {
    vi.stubGlobal('IntersectionObserver', NeverNear);
    function LivePart() {
      const [day, setDay] = useState('');
      const [time, setTime] = useState('');
      useCarriedValues(
        useCallback((values: ReadonlyMap<string, string>) => {
          setDay(values.get('f_day') ?? '');
          setTime(values.get('f_time') ?? '');
        }, []),
      );
      return (
        <>
          <input
            id="f_day"
            type="date"
            aria-label="Day"
            value={day}
            onChange={(e) => setDay(e.target.value)}
          />
          <select id="f_time" aria-label="Time" value={time} onChange={(e) => setTime(e.target.value)}>
            <option value="">Choose a time</option>
            <option value="12:30">12:30 PM</option>
          </select>
        </>
      );
    }
    const { Part, asked, arrive } = arrivingPart(LivePart);
    const page = prerenderedPage(
      'chosen-here',
      '<input id="f_day" type="date" aria-label="Day" value=""><select id="f_time" aria-label="Time"><option value="">Choose a time</option><option value="12:30">12:30 PM</option></select>',
    );
    // The date chosen before the page's code ran at all.
    (page.querySelector('input') as HTMLInputElement).value = '2027-03-17';
    await hydrateKept(page, 'chosen-here', Part);
    // The time chosen after hydration, while the live part's code is on its way.
    const sentTime = page.querySelector('select') as HTMLSelectElement;
    act(() => sentTime.focus());
    // A select says 'input' as its choice changes (and 'change' after).
    fireEvent.input(sentTime, { target: { value: '12:30' } });
    await waitFor(() => expect(asked()).toBe(true));

    await act(async () => arrive());
    await waitFor(() => expect(page.querySelector('fieldset')?.hasAttribute('data-live')).toBe(true));
    const liveTime = page.querySelector('select') as HTMLSelectElement;
    expect(liveTime).not.toBe(sentTime);
    expect(liveTime.value).toBe('12:30');
    expect((page.querySelector('input') as HTMLInputElement).value).toBe('2027-03-17');
    expect(document.activeElement).toBe(liveTime);
    page.remove();
  });
});
