/**
 * Target sizes, measured (shared by the website's and the desk's touch-target journeys): every
 * button, link, field, select, tab and booking-grid cell on the page as it is, against a minimum
 * width and height. A link inside a sentence is exempt, as WCAG 2.5.8 exempts inline targets; a
 * hidden or zero-sized control is not a target.
 */
import type { Page } from '@playwright/test';

export interface TargetRule {
  /** The least width and height, in CSS px: 44 for the website's phones, 24 for WCAG 2.2 AA. */
  minimum: number;
  /**
   * WCAG 2.5.8's spacing exception: a smaller target passes when a circle of `minimum` diameter
   * centred on it touches no other target and no other small target's circle.
   */
  spacing?: boolean;
}

/** The controls smaller than the rule allows, one line each. */
export async function smallTargets(page: Page, rule: TargetRule): Promise<string[]> {
  return page.evaluate(({ minimum, spacing }) => {
    const selector = [
      'button',
      'a[href]',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="button"]',
      '[role="tab"]',
      '[data-cell]',
    ].join(', ');
    // The box that is touched: the antd field around an input, the label of a hidden radio.
    const targetOf = (e: Element) =>
      e.closest('.ant-select, .ant-picker, .ant-input-affix-wrapper, .ant-input-number, .segmented-option') ??
      (e.matches('input[type="radio"], input[type="checkbox"]') ? (e.closest('label') ?? e) : e);
    /** A link inside running text: a sentence's own link, which WCAG 2.5.8 leaves out. */
    const inline = (e: Element) => {
      if (!e.matches('a')) return false;
      const parent = e.parentElement;
      if (!parent || getComputedStyle(e).display !== 'inline') return false;
      const text = (parent.textContent ?? '').replace(e.textContent ?? '', '').trim();
      return text.length > 0;
    };
    const seen = new Set<Element>();
    const targets: { e: Element; box: DOMRect }[] = [];
    for (const e of Array.from(document.querySelectorAll(selector))) {
      const target = targetOf(e);
      if (seen.has(target)) continue;
      seen.add(target);
      if (inline(e) || (e as HTMLElement).closest('[aria-hidden="true"], .visually-hidden')) continue;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      targets.push({ e, box });
    }
    const isSmall = (box: DOMRect) => box.height < minimum || box.width < minimum;
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    /** The distance from a point to the nearest point of a box (0 inside it). */
    const toBox = (p: { x: number; y: number }, box: DOMRect) =>
      Math.hypot(Math.max(box.left - p.x, 0, p.x - box.right), Math.max(box.top - p.y, 0, p.y - box.bottom));
    /** The spacing exception: the small target's circle is clear of every other target and circle. */
    const spaced = (own: DOMRect) => {
      const c = centre(own);
      return targets.every(({ box }) => {
        if (box === own) return true;
        const near = toBox(c, box) < minimum / 2;
        const circlesMeet = isSmall(box) && Math.hypot(c.x - centre(box).x, c.y - centre(box).y) < minimum;
        return !near && !circlesMeet;
      });
    };
    const small: string[] = [];
    for (const { e, box } of targets) {
      if (!isSmall(box) || (spacing && spaced(box))) continue;
      const name = (e.getAttribute('aria-label') ?? e.textContent ?? e.id ?? '').trim().slice(0, 30);
      small.push(`${e.tagName.toLowerCase()} "${name}": ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
    return small;
  }, rule);
}
