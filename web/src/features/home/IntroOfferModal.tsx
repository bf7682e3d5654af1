import {
  type FoundingOfferStatus,
  formatPrice,
  foundingCopy,
  INTRO_MONTHS,
  MEMBERSHIP_TYPES,
  TIERS,
} from '@lounge/core';
import { useEffect, useRef, useState } from 'react';
import { PlainButton } from '../../ui/PlainButton';
import { planQuery } from '../membership/planPricing';

interface IntroOfferModalProps {
  open: boolean;
  onClose: () => void;
  /** The offer as the server says it stands now: its lead states the limits, and only those. */
  offer: FoundingOfferStatus;
  /** Goes to a page: the router's in the app, an ordinary page load on the island. */
  go: (to: string) => void;
}

const TITLE_ID = 'intro-offer-title';
/** On a phone the offer is a slim bar at the foot of the screen, not a dialog over the whole page. */
const PHONE = '(max-width: 719px)';

/**
 * The founding-member offer: closes by its close button, Escape, a click outside, or a claim. A
 * native <dialog>, so the home page, whose popup opens a second after it loads, never downloads
 * antd for it: on a wide screen a modal one (focus kept inside, Escape, the backdrop); on a phone a
 * slim bar at the foot of the screen that leaves the page usable (not modal, it takes no focus, and
 * Escape still closes it once focus is in it).
 */
export default function IntroOfferModal({ open, onClose, offer, go }: IntroOfferModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [bar] = useState(() => window.matchMedia(PHONE).matches);

  // The bar is open from its first render (its `open` attribute), never through show(): show() moves
  // focus into the dialog, and the bar comes a second after the page, so it would take the focus
  // from whatever the visitor was using meanwhile (the menu they had just opened, a link).
  useEffect(() => {
    const element = dialog.current;
    if (!element || !open || bar || element.open) return;
    element.showModal();
  }, [open, bar]);

  const claim = (type: (typeof MEMBERSHIP_TYPES)[number]) => {
    onClose();
    go(`/pre-checkout?${planQuery(type, 'intro')}`);
  };

  const closeButton = (
    <button type="button" className="offer-dialog-close" aria-label="Close" onClick={onClose}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );

  if (bar) {
    const from = Math.min(...MEMBERSHIP_TYPES.map((type) => TIERS[type].prices.introCents));
    return (
      <dialog
        ref={dialog}
        open={open}
        className="offer-bar"
        aria-labelledby={TITLE_ID}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <div className="offer-bar-body">
          <div>
            <h2 id={TITLE_ID} className="offer-bar-title">
              Founding Member Offer
            </h2>
            <p className="offer-bar-lead">
              {INTRO_MONTHS} months from {formatPrice(from)}.{' '}
              {foundingCopy.limitedBanner(offer)?.replace(/^[^:]*: /, '') ?? ''}
            </p>
          </div>
          <PlainButton
            kind="primary"
            onClick={() => {
              onClose();
              go('/membership');
            }}
          >
            See Offers
          </PlainButton>
          {closeButton}
        </div>
      </dialog>
    );
  }

  return (
    // A click on the dialog itself (not its content) is a click on the backdrop around it. Escape
    // is the keyboard's way out, handled by the dialog (its cancel event).
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click has Escape as its keyboard twin
    <dialog
      ref={dialog}
      className="offer-dialog"
      aria-labelledby={TITLE_ID}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className="offer-dialog-body">
        {closeButton}
        <h2 id={TITLE_ID} className="offer-dialog-title">
          Founding Member Offer
        </h2>
        <p>{foundingCopy.popupLead(offer, INTRO_MONTHS)}</p>
        <div className="offer-grid">
          {MEMBERSHIP_TYPES.map((type) => {
            const tier = TIERS[type];
            return (
              <div key={type} className="offer-option">
                <h3>{tier.name}</h3>
                <p className="offer-price">{formatPrice(tier.prices.introCents)}</p>
                <p className="muted">
                  for {INTRO_MONTHS} months, save {formatPrice(tier.prices.introSavingCents)}
                </p>
                <PlainButton
                  kind={type === 'vip' ? 'primary' : 'default'}
                  className="full-width"
                  onClick={() => claim(type)}
                >
                  Claim {tier.name} Offer
                </PlainButton>
              </div>
            );
          })}
        </div>
      </div>
    </dialog>
  );
}
