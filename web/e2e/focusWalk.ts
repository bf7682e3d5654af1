/**
 * Focus rings, measured (shared by the website's and the desk's focus journeys): Tab through a page
 * and, at each stop, read the ring the browser draws (the outline of the focused control, or of the
 * field around it) and work out its contrast against the colour it sits on: the first opaque
 * background outside the control, with any translucent ones blended on top. WCAG 2.2's non-text
 * contrast asks 3:1; the ring must also be solid (or the browser's own) and at least 2 px wide.
 */
import { expect, type Page, test } from '@playwright/test';

export interface Stop {
  /** The focus came back to an element measured before: the walk has gone round the page. */
  again: boolean;
  /**
   * The focus stayed on the element of the stop before: Tab moved inside it (a native date or
   * time field steps through its parts), so the walk goes on rather than ending there.
   */
  stayed: boolean;
  kind: string;
  what: string;
  outline: string;
  ring: string;
  behind: string;
  ratio: number;
}

/** Measures the ring of the element that has the focus (runs in the page). */
async function measureFocus(): Promise<Stop | null> {
  type Rgba = [number, number, number, number];
  const parse = (colour: string): Rgba => {
    const m = colour.match(/rgba?\(([^)]+)\)/);
    if (!m?.[1]) return [0, 0, 0, 0];
    const parts = m[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const lin = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const over = (top: Rgba, under: Rgba): Rgba => {
    const a = top[3];
    return [
      top[0] * a + under[0] * (1 - a),
      top[1] * a + under[1] * (1 - a),
      top[2] * a + under[2] * (1 - a),
      1,
    ];
  };
  /** The colour behind `from`'s outside: its ancestors' backgrounds, blended up to the first opaque one. */
  const behind = (from: Element | null): Rgba => {
    const layers: Rgba[] = [];
    for (let e = from; e; e = e.parentElement) {
      const bg = parse(getComputedStyle(e).backgroundColor);
      if (bg[3] > 0) layers.push(bg);
      if (bg[3] >= 1) break;
    }
    let colour: Rgba = [255, 255, 255, 1];
    for (const layer of layers.reverse()) colour = over(layer, colour);
    return colour;
  };

  const active = document.activeElement as HTMLElement | null;
  if (!active || active === document.body) return null;
  const again = active.dataset.focusMeasured === 'yes';
  const stayed = active.dataset.focusMeasured === 'last';
  for (const e of Array.from(document.querySelectorAll<HTMLElement>('[data-focus-measured="last"]')))
    e.dataset.focusMeasured = 'yes';
  active.dataset.focusMeasured = 'last';
  // The element that draws the ring: the field around an input, else the control itself.
  const field = active.closest(
    '.ant-select, .ant-picker, .ant-input-affix-wrapper, .ant-input-number, .ant-radio-wrapper, .ant-radio-button-wrapper, .ant-checkbox-wrapper, .ant-segmented-item, .segmented-option',
  );
  const ringElement = (field ?? active) as HTMLElement;
  // A field's border and ring ease in (antd's transitions): measured once they have ended.
  // (Only animations that end: one that loops for ever, the home page's scroll arrow, never settles.)
  const ending = ringElement
    .getAnimations()
    .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
  await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
  const style = getComputedStyle(ringElement);
  const width = Number.parseFloat(style.outlineWidth);
  const offset = Number.parseFloat(style.outlineOffset);
  const ringColour = parse(style.outlineColor);
  // A ring drawn outside the control sits on what is behind it; one drawn inside, on the control.
  const background = offset >= 0 ? behind(ringElement.parentElement) : behind(ringElement);
  const ring = over(ringColour, background);
  const [l1, l2] = [luminance(ring), luminance(background)].sort((a, b) => b - a) as [number, number];
  const ratio = style.outlineStyle === 'none' || width === 0 ? 0 : (l1 + 0.05) / (l2 + 0.05);

  const cls = `${active.className} ${ringElement.className}`;
  const kind = active.matches('[data-cell]')
    ? 'booking grid cell'
    : field?.matches('.ant-select') || active.matches('select')
      ? 'select'
      : field?.matches('.ant-picker') || active.matches('input[type="date"]')
        ? 'date picker'
        : active.matches('input, textarea')
          ? 'input'
          : /\b(ant-btn-primary|btn-primary|plan-choice-link|skip-link)\b/.test(cls)
            ? 'gold button'
            : /\b(ant-btn-default|btn-default|ant-btn-dangerous)\b/.test(cls) ||
                /\bant-btn-variant-outlined\b/.test(cls)
              ? 'outlined button'
              : active.matches('a')
                ? 'link'
                : active.matches('button, [role="button"]')
                  ? 'other button'
                  : 'other control';
  const hex = (c: Rgba) =>
    `#${c
      .slice(0, 3)
      .map((v) => Math.round(v).toString(16).padStart(2, '0'))
      .join('')}`;
  return {
    again,
    stayed,
    kind,
    what: `${active.tagName.toLowerCase()} "${(active.getAttribute('aria-label') ?? active.textContent ?? active.id ?? '').trim().slice(0, 40)}"`,
    outline: `${style.outlineStyle} ${style.outlineWidth} offset ${style.outlineOffset}`,
    ring: hex(ring),
    behind: hex(background),
    ratio: Math.round(ratio * 100) / 100,
  };
}

/**
 * Forgets which elements were measured, so the next walk goes round the page again: a single-page
 * screen (the desk's tabs) keeps its header between walks.
 */
export async function forgetMeasured(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const e of Array.from(document.querySelectorAll<HTMLElement>('[data-focus-measured]')))
      delete e.dataset.focusMeasured;
  });
}

/** Tabs through the page from its top, measuring each stop, until the focus comes round again. */
export async function tabThrough(page: Page, most: number): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(measureFocus);
    if (!stop) continue;
    if (stop.stayed) continue;
    if (stop.again) break;
    stops.push(stop);
    // A date picker opens its calendar on focus; Escape closes it, so Tab goes on down the page.
    if (stop.kind === 'date picker') await page.keyboard.press('Escape');
  }
  return stops;
}

/** Each stop below 3:1 (or without a ring), as one line. */
const failing = (stops: Stop[]) =>
  stops
    .filter(
      (s) =>
        s.ratio < 3 ||
        !/^solid|^auto/.test(s.outline) ||
        Number.parseFloat(s.outline.split(' ')[1] ?? '0') < 2,
    )
    .map((s) => `${s.kind} ${s.what}: ${s.outline} ${s.ring} on ${s.behind} = ${s.ratio}:1`);

/** The lowest ratio of each kind, for the record. */
function figures(stops: Stop[]): Record<string, number> {
  const lowest: Record<string, number> = {};
  for (const s of stops) lowest[s.kind] = Math.min(lowest[s.kind] ?? Number.POSITIVE_INFINITY, s.ratio);
  return lowest;
}

/**
 * Fails the test on any stop below 3:1 (or without a ring), and unless each of `kinds` was tabbed
 * to; records the lowest ratio of each kind in the test's annotations and log.
 */
export function expectRings(stops: Stop[], kinds: readonly string[]): void {
  const lowest = figures(stops);
  test.info().annotations.push({ type: 'lowest ratio per kind', description: JSON.stringify(lowest) });
  console.log(`focus ring, ${stops.length} stops, lowest ratio per kind: ${JSON.stringify(lowest)}`);
  for (const kind of kinds) expect(Object.keys(lowest), `a ${kind} was tabbed to`).toContain(kind);
  expect(failing(stops), JSON.stringify(stops, null, 1)).toEqual([]);
}
