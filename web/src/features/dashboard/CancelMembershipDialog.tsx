import { busyLabels, cancelCopy, formatMoney, membershipTermsLabels } from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal } from 'antd';
import { useMembershipTerms } from '../../api/venue';
import { PageLoading } from '../../ui/PageLoading';
import { cancelOptionsQuery } from './membershipTermsApi';
import type { useMembershipTermsActions } from './useMembershipTermsActions';

const L = membershipTermsLabels.cancelDialog;

/**
 * Cancel Membership: reads what cancelling today means first (GET /api/membership/cancel) and
 * shows the server's sentence as it is: the last day and every payment still to come. When the
 * money-back guarantee applies, it is offered plainly beside it, as a choice of its own.
 */
export function CancelMembershipDialog({
  cancel,
  onClose,
}: {
  cancel: ReturnType<typeof useMembershipTermsActions>['cancel'];
  onClose: () => void;
}) {
  const terms = useMembershipTerms();
  // Read afresh each time the dialog opens: the sentence is about today.
  const options = useQuery({ ...cancelOptionsQuery, refetchOnMount: 'always' });
  const view = options.isFetchedAfterMount ? options.data : undefined;
  const offer = view?.guarantee ?? null;
  const busy = cancel.isPending;
  const choose = (ask: { guaranteeCents?: number }) => cancel.mutate(ask, { onSuccess: onClose });

  return (
    <Modal
      open
      title={L.title}
      onCancel={onClose}
      footer={
        <Button onClick={onClose} disabled={busy}>
          {membershipTermsLabels.keep}
        </Button>
      }
    >
      {!view ? (
        options.isError ? (
          <p role="alert">{membershipTermsLabels.toasts.failed(L.title).message}</p>
        ) : (
          <PageLoading label={L.loading} />
        )
      ) : view.cancellation ? (
        <p>{cancelCopy.alreadyCancelled}</p>
      ) : !view.notice ? (
        <p>{cancelCopy.noPlan}</p>
      ) : (
        <>
          <section className="terms-option" aria-labelledby="cancel-notice-title">
            <h3 id="cancel-notice-title">{L.noticeHeading(terms.cancelNoticeDays)}</h3>
            <p>{view.notice.summary}</p>
            <Button danger onClick={() => choose({})} loading={busy}>
              {busy ? busyLabels.processing : L.cancelWithNotice}
            </Button>
          </section>
          {offer && (
            <section className="terms-option" aria-labelledby="cancel-guarantee-title">
              <h3 id="cancel-guarantee-title">{L.guaranteeHeading}</h3>
              <p>{offer.message}</p>
              <p className="muted">{L.guaranteeEffect}</p>
              <Button danger onClick={() => choose({ guaranteeCents: offer.refundCents })} loading={busy}>
                {busy ? busyLabels.processing : L.takeGuarantee(formatMoney(offer.refundCents))}
              </Button>
            </section>
          )}
        </>
      )}
    </Modal>
  );
}
