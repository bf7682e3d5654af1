import { type FoundingOfferStatus, formatPrice, TIERS } from '@lounge/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showIntroOffer } from './introOfferDialog';

const OFFER: FoundingOfferStatus = { open: true, endsOn: null, placesLeft: 7 };

/** jsdom has no modal dialogs: showModal and close set and clear `open`, as a browser's do. */
const dialogProto = HTMLDialogElement.prototype as unknown as Record<string, unknown>;
const saved = { showModal: dialogProto.showModal, close: dialogProto.close };

function onScreen(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: phone, media: query }) as MediaQueryList,
  );
}

beforeEach(() => {
  dialogProto.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialogProto.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => {
  dialogProto.showModal = saved.showModal;
  dialogProto.close = saved.close;
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const dialog = () => document.querySelector('dialog');
const buttonNamed = (name: string) =>
  Array.from(document.querySelectorAll('button')).find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
  );

describe('the founding popup in plain DOM', () => {
  it('on a wide screen: a modal dialog with a claim per plan, each leading to its pre-checkout', () => {
    onScreen(false);
    const go = vi.fn();
    const onClose = vi.fn();
    showIntroOffer(OFFER, { go, onClose });
    expect(dialog()?.className).toBe('offer-dialog');
    expect(dialog()?.open).toBe(true);
    expect(dialog()?.getAttribute('aria-labelledby')).toBe(document.querySelector('h2')?.id);
    expect(document.body.textContent).toContain('Only 7 founding places left.');
    expect(document.body.textContent).toContain(formatPrice(TIERS.vip.prices.introCents));
    buttonNamed('Claim VIP Offer')?.click();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledWith('/pre-checkout?plan=vip&flow=intro');
    expect(dialog()).toBeNull();
  });

  it('on a phone: a bar open without taking focus, whose button leads to the membership page', () => {
    onScreen(true);
    const go = vi.fn();
    const onClose = vi.fn();
    showIntroOffer(OFFER, { go, onClose });
    expect(dialog()?.className).toBe('offer-bar');
    expect(dialog()?.hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(document.body);
    expect(document.querySelector('.offer-bar-lead')?.textContent).toMatch(
      /months from \$.*7 founding places left$/,
    );
    buttonNamed('See Offers')?.click();
    expect(go).toHaveBeenCalledWith('/membership');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes once by its close button, by Escape, or by a click on its backdrop', () => {
    onScreen(false);
    const onClose = vi.fn();
    showIntroOffer(OFFER, { go: vi.fn(), onClose });
    buttonNamed('Close')?.click();
    buttonNamed('Close')?.click();
    expect(onClose).toHaveBeenCalledTimes(1);

    showIntroOffer(OFFER, { go: vi.fn(), onClose });
    dialog()?.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);

    showIntroOffer(OFFER, { go: vi.fn(), onClose });
    dialog()?.querySelector('h2')?.click();
    expect(dialog()).not.toBeNull();
    dialog()?.click();
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('is shown once at a time, and taken away by its caller without counting as closed', () => {
    onScreen(false);
    const onClose = vi.fn();
    const remove = showIntroOffer(OFFER, { go: vi.fn(), onClose });
    showIntroOffer(OFFER, { go: vi.fn(), onClose });
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    remove();
    expect(dialog()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});
