/**
 * The founding-member offer (docs/product.md), in plain DOM: the same popup whether the home page's
 * app has started or not (app/startOnDemand.ts shows it before, HomePage.tsx after), so a first
 * visit to / never downloads React for it. A native <dialog>: on a wide screen a modal one (focus
 * kept inside, Escape, a click on the backdrop); on a phone a slim bar at the foot of the screen that
 * leaves the page usable (not modal, it takes no focus, and Escape still closes it once focus is in
 * it). It closes by its close button, Escape, a click outside, or a claim.
 */
import {
  type FoundingOfferStatus,
  formatPrice,
  foundingCopy,
  INTRO_MONTHS,
  MEMBERSHIP_TYPES,
  TIERS,
} from '@lounge/core';
import { buttonClass } from '../../ui/buttonClass';
import { planQuery } from '../membership/planPricing';
import { INTRO_OFFER_ISLAND_ID } from './introOfferSeen';

const TITLE_ID = 'intro-offer-title';
/** On a phone the offer is a slim bar at the foot of the screen, not a dialog over the whole page. */
const PHONE = '(max-width: 719px)';
const CLOSE_ICON =
  '<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>';

export interface IntroOfferHandlers {
  /** The popup was closed (not by a claim's page change alone: a claim closes it too). */
  onClose: () => void;
  /** Goes to a page: the router's in the app, an ordinary page load before it starts. */
  go: (to: string) => void;
}

/** An element with its class and children (text is set as text, never parsed as HTML). */
function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: { className?: string; id?: string; text?: string } = {},
  ...children: Node[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (props.className) element.className = props.className;
  if (props.id) element.id = props.id;
  if (props.text !== undefined) element.textContent = props.text;
  element.append(...children);
  return element;
}

function button(kind: 'primary' | 'default', label: string, onClick: () => void, extra?: string) {
  const element = el('button', { className: buttonClass(kind, 'middle', extra), text: label });
  element.type = 'button';
  element.addEventListener('click', onClick);
  return element;
}

function barBody(offer: FoundingOfferStatus, leave: (to: string) => void, close: Node): HTMLElement {
  const from = Math.min(...MEMBERSHIP_TYPES.map((type) => TIERS[type].prices.introCents));
  const limits = foundingCopy.limitedBanner(offer)?.replace(/^[^:]*: /, '') ?? '';
  return el(
    'div',
    { className: 'offer-bar-body' },
    el(
      'div',
      {},
      el('h2', { id: TITLE_ID, className: 'offer-bar-title', text: 'Founding Member Offer' }),
      el('p', {
        className: 'offer-bar-lead',
        text: `${INTRO_MONTHS} months from ${formatPrice(from)}. ${limits}`.trim(),
      }),
    ),
    button('primary', 'See Offers', () => leave('/membership')),
    close,
  );
}

function dialogBody(offer: FoundingOfferStatus, leave: (to: string) => void, close: Node): HTMLElement {
  const options = MEMBERSHIP_TYPES.map((type) => {
    const tier = TIERS[type];
    return el(
      'div',
      { className: 'offer-option' },
      el('h3', { text: tier.name }),
      el('p', { className: 'offer-price', text: formatPrice(tier.prices.introCents) }),
      el('p', {
        className: 'muted',
        text: `for ${INTRO_MONTHS} months, save ${formatPrice(tier.prices.introSavingCents)}`,
      }),
      button(
        type === 'vip' ? 'primary' : 'default',
        `Claim ${tier.name} Offer`,
        () => leave(`/pre-checkout?${planQuery(type, 'intro')}`),
        'full-width',
      ),
    );
  });
  return el(
    'div',
    { className: 'offer-dialog-body' },
    close,
    el('h2', { id: TITLE_ID, className: 'offer-dialog-title', text: 'Founding Member Offer' }),
    el('p', { text: foundingCopy.popupLead(offer, INTRO_MONTHS) }),
    el('div', { className: 'offer-grid' }, ...options),
  );
}

/**
 * Puts the popup on screen (once: a second call while it is up does nothing) and returns how to
 * take it away without it counting as closed by the visitor (the home page left in the app).
 */
export function showIntroOffer(offer: FoundingOfferStatus, handlers: IntroOfferHandlers): () => void {
  const existing = document.getElementById(INTRO_OFFER_ISLAND_ID);
  if (existing) return () => existing.remove();
  const bar = window.matchMedia(PHONE).matches;
  const dialog = el('dialog', { id: INTRO_OFFER_ISLAND_ID, className: bar ? 'offer-bar' : 'offer-dialog' });
  dialog.setAttribute('aria-labelledby', TITLE_ID);

  let done = false;
  const remove = () => {
    done = true;
    if (dialog.open) dialog.close();
    dialog.remove();
  };
  const close = () => {
    if (done) return;
    remove();
    handlers.onClose();
  };
  const leave = (to: string) => {
    close();
    handlers.go(to);
  };

  const closeButton = el('button', { className: 'offer-dialog-close' });
  closeButton.type = 'button';
  closeButton.setAttribute('aria-label', 'Close');
  closeButton.innerHTML = CLOSE_ICON;
  closeButton.addEventListener('click', close);

  dialog.append(bar ? barBody(offer, leave, closeButton) : dialogBody(offer, leave, closeButton));
  // Escape: the modal dialog's cancel event; the bar is not modal, so its own key handler.
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    close();
  });
  dialog.addEventListener('keydown', (event) => {
    if (bar && event.key === 'Escape') close();
  });
  // A click on the dialog itself (not its content) is a click on the backdrop around it.
  dialog.addEventListener('click', (event) => {
    if (!bar && event.target === dialog) close();
  });
  document.body.append(dialog);
  // The bar is open from the start (its attribute), never through show(): show() moves focus into
  // it, and the bar comes a second after the page, so it would take the focus from whatever the
  // visitor was using meanwhile (the menu they had just opened, a link).
  if (bar) dialog.setAttribute('open', '');
  else dialog.showModal();
  return remove;
}
