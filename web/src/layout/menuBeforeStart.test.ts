import { afterEach, describe, expect, it } from 'vitest';
import { handleMenuBeforeStart, stopHandlingMenu, stopHandlingMenuKeys } from './menuBeforeStart';

/** The prerendered header's button and menu, closed. */
function pageHeader() {
  document.body.innerHTML = `
    <button class="menu-toggle" aria-expanded="false" aria-label="Open menu"><span class="menu-toggle-bars"></span></button>
    <nav id="mobile-menu" hidden><a href="/events">Events</a></nav>`;
  return {
    toggle: document.querySelector<HTMLButtonElement>('.menu-toggle') as HTMLButtonElement,
    menu: document.getElementById('mobile-menu') as HTMLElement,
  };
}

const pressEscape = () =>
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));

afterEach(() => {
  stopHandlingMenu();
  stopHandlingMenuKeys();
  document.body.replaceChildren();
});

describe('the phone menu before the app runs', () => {
  it('opens at a tap, and Escape closes it and gives focus back to its button', () => {
    const { toggle, menu } = pageHeader();
    handleMenuBeforeStart();
    toggle.click();
    expect(menu.hidden).toBe(false);
    expect(toggle.getAttribute('aria-label')).toBe('Close menu');
    document.body.focus();
    pressEscape();
    expect(menu.hidden).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-label')).toBe('Open menu');
    expect(document.activeElement).toBe(toggle);
  });

  it('leaves taps to the app once it starts, and Escape once the header has mounted', () => {
    const { toggle, menu } = pageHeader();
    handleMenuBeforeStart();
    toggle.click();
    stopHandlingMenu();
    toggle.click();
    expect(menu.hidden).toBe(false);
    // The app is hydrating: Escape is still answered here.
    pressEscape();
    expect(menu.hidden).toBe(true);
    menu.hidden = false;
    stopHandlingMenuKeys();
    pressEscape();
    expect(menu.hidden).toBe(false);
  });
});
