/**
 * The door's state on the desk (docs/front-desk.md): asked every 20 seconds, so a controller that
 * stops answering (the server notices within 30 seconds) shows within a minute on every screen.
 */
import type { DoorPins, DoorStatus } from '@lounge/core';
import { getJson, sendJson } from '@lounge/web/api';
import { useQuery } from '@tanstack/react-query';

export const DOOR_KEY = ['door'];
const DOOR_POLL_MS = 20_000;

export const doorApi = {
  status: () => getJson<DoorStatus>('/api/staff/door'),
  open: () => sendJson<DoorStatus>('POST', '/api/staff/door/open'),
  pins: () => getJson<DoorPins>('/api/admin/door/pins'),
};

export const useDoorStatus = () =>
  useQuery({ queryKey: DOOR_KEY, queryFn: doorApi.status, refetchInterval: DOOR_POLL_MS });

export const useDoorPins = (enabled: boolean) =>
  useQuery({ queryKey: ['door', 'pins'], queryFn: doorApi.pins, enabled });
