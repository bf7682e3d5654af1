import { fireEvent, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../testing/renderWithApp';
import { SiteHeader } from './SiteHeader';

/** The prerendered page's menu as the plain code before the app left it (menuBeforeStart.ts). */
function pageMenu(open: boolean) {
  const menu = document.createElement('nav');
  menu.id = 'mobile-menu';
  menu.hidden = !open;
  document.body.prepend(menu);
}

function renderHeader() {
  // A store of its own: the header takes the page's menu into it once per store.
  return renderWithApp(
    <Provider>
      <Routes>
        <Route path="/" element={<SiteHeader />} />
      </Routes>
    </Provider>,
  );
}

afterEach(() => {
  document.getElementById('mobile-menu')?.remove();
});

describe('the small-screen menu as the app takes it over', () => {
  it('is open from the first render when it was left open, and one tap closes it', () => {
    pageMenu(true);
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Close menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('is closed when it was left closed, and one tap opens it', () => {
    pageMenu(false);
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
  });
});
