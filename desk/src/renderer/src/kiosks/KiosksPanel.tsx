/**
 * Kiosks: the tablets by the door where members check themselves in (docs/front-desk.md). Staff
 * name one and get its one-time pairing code, shown here once with when it expires (the server
 * keeps only its hash), to type on the tablet's /kiosk page; a kiosk is listed as paired or
 * waiting, and revoked after a confirmation, which stops it at once.
 */
import { checkInMessages, type KioskView, type NewKiosk } from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { staffApi } from '../api/staffApi';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { useListAction } from '../ui/listQueries';
import { useVenue } from '../ui/useVenue';
import { venueDateTimeOf } from '../ui/venueTime';

const D = checkInMessages.desk;
const KIOSKS_KEY = ['kiosks'];

export function KiosksPanel() {
  const zone = useVenue()?.timeZone ?? 'UTC';
  const kiosks = useQuery({ queryKey: KIOSKS_KEY, queryFn: staffApi.kiosks });
  const [name, setName] = useState('');
  const [shown, setShown] = useState<NewKiosk | null>(null);
  const add = useListAction(KIOSKS_KEY, staffApi.addKiosk, (named) => `${named} added`);
  const revoke = useListAction(
    KIOSKS_KEY,
    (kiosk: KioskView) => staffApi.revokeKiosk(kiosk.id),
    (kiosk) => `${kiosk.name} revoked`,
  );

  const submit = () => {
    const named = name.trim();
    if (!named) return;
    add.mutate(named, {
      onSuccess: (made) => {
        setName('');
        setShown(made);
      },
    });
  };

  return (
    <section className="kiosks-panel" aria-labelledby="kiosks-title">
      <h2 id="kiosks-title">{D.title}</h2>
      <p>{D.intro}</p>
      <Form layout="inline" onFinish={submit}>
        <Form.Item label={D.nameLabel} htmlFor="kiosk-name">
          <Input id="kiosk-name" value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending} disabled={!name.trim()}>
          {D.add}
        </Button>
      </Form>
      {shown && (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setShown(null)}
          message={<span className="kiosk-pairing-code">{shown.pairingCode}</span>}
          description={
            <>
              {D.pairingCode(shown.pairingCode, shown.name)}{' '}
              {D.expires(venueDateTimeOf(shown.pairingExpiresAt, zone))}
            </>
          }
        />
      )}
      <LoadErrorAlert error={kiosks.error} title="The kiosks could not be loaded" />
      {kiosks.data?.length === 0 && <p>{D.none}</p>}
      <ul className="kiosk-list" aria-label={D.title}>
        {kiosks.data?.map((kiosk) => (
          <li key={kiosk.id}>
            <strong>{kiosk.name}</strong>{' '}
            {kiosk.revokedAt ? (
              <Tag>{D.revoked(venueDateTimeOf(kiosk.revokedAt, zone))}</Tag>
            ) : kiosk.pairedAt ? (
              <Tag color="green">
                {D.paired}: {venueDateTimeOf(kiosk.pairedAt, zone)}
              </Tag>
            ) : (
              <Tag color="gold">{D.waiting}</Tag>
            )}
            {!kiosk.revokedAt && (
              <Popconfirm
                title={D.revokeConfirm(kiosk.name)}
                okText={D.revoke}
                cancelText={D.keep}
                okButtonProps={{ danger: true }}
                onConfirm={() => revoke.mutate(kiosk)}
              >
                <Button size="small" danger>
                  {D.revoke}
                </Button>
              </Popconfirm>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
