import { formatPrice, INTRO_MONTHS, MEMBERSHIP_TYPES, TIERS } from '@lounge/core';
import { Button, Modal } from 'antd';
import { useNavigate } from 'react-router-dom';
import { AntdScope } from '../../app/AntdScope';
import { planQuery } from '../membership/planPricing';

interface IntroOfferModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The founding-member offer: closes by its close button, Escape, a click outside, or a claim. Its
 * own chunk with antd's dialog and theme, loaded when it opens: the home page itself has no antd.
 */
export default function IntroOfferModal({ open, onClose }: IntroOfferModalProps) {
  const navigate = useNavigate();
  const claim = (type: (typeof MEMBERSHIP_TYPES)[number]) => {
    onClose();
    navigate(`/pre-checkout?${planQuery(type, 'intro')}`);
  };
  return (
    <AntdScope>
      <Modal open={open} onCancel={onClose} footer={null} centered width={560} title="Founding Member Offer">
        <p>
          Be one of our first members: your first {INTRO_MONTHS} months at a founding price, locked in from
          our grand opening.
        </p>
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
                <Button type={type === 'vip' ? 'primary' : 'default'} block onClick={() => claim(type)}>
                  Claim {tier.name} Offer
                </Button>
              </div>
            );
          })}
        </div>
      </Modal>
    </AntdScope>
  );
}
