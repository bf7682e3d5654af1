import {
  type ComponentType,
  createContext,
  memo,
  type ReactNode,
  type RefObject,
  Suspense,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

const nearing = new Map<string, Promise<void>>();

/**
 * Settles when the element `id` comes within 200 px of the screen (at once if it cannot tell), at
 * the visitor's first Tab (someone moving by keyboard does not scroll), or when a field in it takes
 * the focus.
 */
function whenNear(id: string): Promise<void> {
  let near = nearing.get(id);
  if (!near) {
    near = new Promise<void>((resolve) => {
      const element = document.getElementById(id);
      if (!element || typeof IntersectionObserver === 'undefined') return resolve();
      const start = () => {
        observer.disconnect();
        document.removeEventListener('keydown', onKey, true);
        element.removeEventListener('focusin', start);
        resolve();
      };
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Tab') start();
      };
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) start();
        },
        { rootMargin: '200px 0px' },
      );
      observer.observe(element);
      document.addEventListener('keydown', onKey, true);
      element.addEventListener('focusin', start);
    });
    nearing.set(id, near);
  }
  return near;
}

/** What the visitor typed into the prerendered fields before the live part came: by field id. */
interface Carried {
  values: ReadonlyMap<string, string>;
  focusedId: string | null;
}

const CarriedInput = createContext<{ current: Carried } | null>(null);

/**
 * The fields a visitor can fill in while the part is still its prerendered HTML: text, the
 * browser's date fields and selects (the tour's date, time and party: docs/decisions/071).
 */
const TYPED_FIELDS = 'input:not([readonly]):not([type=hidden]), textarea, select';

/**
 * Keeps what the visitor types into the prerendered fields (and which one they are in), so the
 * live part starts from it: the fields take typing from the first paint, before the page's code,
 * and nothing typed is lost when the live part replaces them. Reads the fields once at hydration
 * too (a visitor may type before the code arrives), then follows every input.
 */
function useCarriedInput(fieldset: RefObject<HTMLFieldSetElement | null>, live: boolean) {
  const carried = useRef<Carried>({ values: new Map(), focusedId: null });
  useEffect(() => {
    const element = fieldset.current;
    if (!element || live) return;
    const read = () => {
      const values = new Map<string, string>();
      for (const field of element.querySelectorAll<
        HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
      >(TYPED_FIELDS))
        if (field.id && field.value !== '') values.set(field.id, field.value);
      const active = document.activeElement;
      carried.current = {
        values,
        focusedId: active instanceof HTMLElement && element.contains(active) ? active.id || null : null,
      };
    };
    read();
    // A select's or date field's choice says 'input' too. Not 'change': a text field says it when it
    // loses the focus, as when the live part replaces it, and the focus would be read as gone.
    element.addEventListener('input', read);
    element.addEventListener('focusin', read);
    return () => {
      element.removeEventListener('input', read);
      element.removeEventListener('focusin', read);
    };
  }, [fieldset, live]);
  return carried;
}

/**
 * For the live part's form: hands it what was typed into the prerendered fields (by field id),
 * before its first paint, and puts the focus back in the field the visitor was in, caret at the end.
 */
export function useCarriedValues(apply: (values: ReadonlyMap<string, string>) => void): void {
  const carried = useContext(CarriedInput);
  const applied = useRef(false);
  useLayoutEffect(() => {
    if (!carried || applied.current) return;
    applied.current = true;
    const { values, focusedId } = carried.current;
    if (values.size > 0) apply(values);
    const field = focusedId ? document.getElementById(focusedId) : null;
    if (field instanceof HTMLSelectElement) field.focus();
    else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      field.focus();
      // An email, number or date field has no selection to set.
      try {
        field.setSelectionRange(field.value.length, field.value.length);
      } catch {}
    }
  }, [apply, carried]);
}

function Ready({ onReady }: { onReady: (ready: boolean) => void }) {
  useEffect(() => onReady(true), [onReady]);
  return null;
}

/** The prerendered HTML of the part `near`, as the page arrived with it (none inside the app). */
function prerenderedHtml(near: string): string | null {
  if (typeof document === 'undefined') return null;
  const island = document.getElementById(`${near}-prerendered`);
  return island?.closest('[data-prerendered]') ? (island.firstElementChild?.innerHTML ?? null) : null;
}

/**
 * A part of a prerendered page far below the first screen (the tour request form) whose code, antd
 * included, is fetched and rendered only when the visitor scrolls near it (the element `near`), so
 * the first screen becomes interactive without it (a keyboard user's first Tab fetches it at once).
 * Its prerendered HTML stays meanwhile, as it came (React leaves it alone: it is not hydrated), and
 * its text fields take typing from the first paint: the live part replaces it, drawn the same, once
 * its code and styles are in, and starts from what was typed (`useCarriedValues`), with the focus
 * where it was. A page reached inside the app renders the part at once.
 *
 * Not left to React's hydration of a suspended boundary: an update reaching that boundary before it
 * hydrates (the signed-in answer, the page title) makes React drop the prerendered HTML and render
 * the part at once, code and all. `component` is a lazy component made once.
 */
export const DeferUntilNear = memo(function DeferUntilNear({
  near,
  component: Part,
}: {
  near: string;
  component: ComponentType;
}) {
  const [html] = useState(() => prerenderedHtml(near));
  // Live at once in a page reached inside the app; never in the build.
  const [live, setLive] = useState(html === null && typeof document !== 'undefined');
  const [ready, setReady] = useState(false);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const carried = useCarriedInput(fieldset, live);
  useEffect(() => {
    if (live) return;
    let gone = false;
    void whenNear(near).then(() => {
      // A transition: the prerendered HTML stays on screen until the part's code has arrived.
      if (!gone) startTransition(() => setLive(true));
    });
    return () => {
      gone = true;
    };
  }, [live, near]);
  // The same elements around the part in the build's HTML and while hydrating, so React matches
  // them; inside, the build renders the part (its static renderer waits for the code) and the
  // browser puts back the HTML it was sent, which React does not look into.
  const island = (content: ReactNode) => <div id={`${near}-prerendered`}>{content}</div>;
  const still =
    typeof document === 'undefined'
      ? island(
          <div>
            <Suspense fallback={null}>
              <Part />
            </Suspense>
          </div>,
        )
      : html === null
        ? null
        : island(
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML the page arrived with, read back from this very element (our build's prerender, no visitor's input), so React leaves it as sent until the live part replaces it.
            <div dangerouslySetInnerHTML={{ __html: html }} />,
          );
  return (
    <fieldset ref={fieldset} className="deferred" data-live={ready || undefined}>
      <CarriedInput.Provider value={carried}>
        <Suspense fallback={still}>
          {live ? (
            <>
              <Part />
              <Ready onReady={setReady} />
            </>
          ) : (
            still
          )}
        </Suspense>
      </CarriedInput.Provider>
    </fieldset>
  );
});
