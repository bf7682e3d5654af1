/**
 * Kiosks: the tablets by the door where members check themselves in (docs/front-desk.md). Staff
 * name one and get its one-time pairing code, shown here once with when it expires (the server
 * keeps only its hash), to type on the tablet's /kiosk page; a kiosk is listed as paired or
 * waiting, and revoked after a confirmation, which stops it at once.
 */
import {
  checkInMessages,
  doorMessages,
  KIOSK_ROLES,
  type KioskRole,
  type KioskView,
  type NewKiosk,
  type UserView,
} from '@lounge/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Popconfirm, Select, Tag } from 'antd';
import { useState } from 'react';
import { staffApi } from '../api/staffApi';
import { DoorCard } from '../door/DoorCard';
import { LoadErrorAlert } from '../ui/LoadErrorAlert';
import { useListAction } from '../ui/listQueries';
import { useVenue } from '../ui/useVenue';
import { venueDateTimeOf } from '../ui/venueTime';

const D = checkInMessages.desk;
const DOOR = doorMessages.desk;
const ROLE_OPTIONS = KIOSK_ROLES.map((role) => ({ value: role, label: DOOR.roles[role] }));
/** 'Bay screen, bay 2': what a kiosk does, as the list shows it. */
const roleOf = (kiosk: Pick<KioskView, 'role' | 'bay'>) =>
  kiosk.role === 'bay' ? `${DOOR.roles.bay}, bay ${kiosk.bay}` : DOOR.roles[kiosk.role];
const KIOSKS_KEY = ['kiosks'];

export function KiosksPanel({ user }: { user: UserView }) {
  const venue = useVenue();
  const zone = venue?.timeZone ?? 'UTC';
  const kiosks = useQuery({ queryKey: KIOSKS_KEY, queryFn: staffApi.kiosks });
  const [name, setName] = useState('');
  const [role, setRole] = useState<KioskRole>('checkin');
  const [bay, setBay] = useState<string | undefined>(undefined);
  const [shown, setShown] = useState<NewKiosk | null>(null);
  const add = useListAction(KIOSKS_KEY, staffApi.addKiosk, (named) => `${named.name} added`);
  const revoke = useListAction(
    KIOSKS_KEY,
    (kiosk: KioskView) => staffApi.revokeKiosk(kiosk.id),
    (kiosk) => `${kiosk.name} revoked`,
  );

  const submit = () => {
    const named = name.trim();
    if (!named || (role === 'bay' && !bay)) return;
    add.mutate(role === 'bay' ? { name: named, role, bay } : { name: named, role }, {
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
      <DoorCard user={user} />
      <Form layout="inline" onFinish={submit}>
        <Form.Item label={D.nameLabel} htmlFor="kiosk-name">
          <Input id="kiosk-name" value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
        <Form.Item label={DOOR.roleLabel} htmlFor="kiosk-role">
          <Select
            id="kiosk-role"
            value={role}
            onChange={setRole}
            options={ROLE_OPTIONS}
            style={{ minWidth: 140 }}
          />
        </Form.Item>
        {role === 'bay' && (
          <Form.Item label={DOOR.bayLabel} htmlFor="kiosk-bay">
            <Select
              id="kiosk-bay"
              value={bay}
              onChange={setBay}
              options={(venue?.bays ?? []).map((b) => ({ value: b, label: b }))}
              style={{ minWidth: 80 }}
            />
          </Form.Item>
        )}
        <Button
          type="primary"
          htmlType="submit"
          loading={add.isPending}
          disabled={!name.trim() || (role === 'bay' && !bay)}
        >
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
            <strong>{kiosk.name}</strong> <span className="kiosk-role">{roleOf(kiosk)}</span>{' '}
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
