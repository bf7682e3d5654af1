/**
 * A photo's focal point at the desk: two whole-percent fields (across, down) and a save; a click on
 * the preview fills both with the spot clicked, for those with a mouse. The preview marks the point.
 * The server checks the range again (core's isFocalPercent).
 */
import { FOCAL_COPY, pictureView, type VenuePhoto } from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, InputNumber } from 'antd';
import { useId, useState } from 'react';
import { refusalText } from '../api/staffApi';
import { photoApi } from './photoApi';

export function FocalPointForm({
  photo,
  previewSize,
  queryKey,
}: {
  photo: VenuePhoto;
  /** The preview's width and height attributes (its slot's shape). */
  previewSize: { width: number; height: number };
  queryKey: readonly string[];
}) {
  const client = useQueryClient();
  const [x, setX] = useState<number | null>(photo.focalX);
  const [y, setY] = useState<number | null>(photo.focalY);
  const ids = { hint: useId(), x: useId(), y: useId() };
  const save = useMutation({
    mutationFn: () => photoApi.focus(photo.id, x ?? photo.focalX, y ?? photo.focalY),
    onSuccess: (answer) => showToast({ title: answer.title, message: answer.message, kind: 'success' }),
    onError: (error) => showToast({ ...refusalText(error), kind: 'error' }),
    onSettled: () => client.invalidateQueries({ queryKey }),
  });
  const unchanged = x === photo.focalX && y === photo.focalY;
  return (
    <>
      <div className="website-focal-preview">
        {/* A mouse shortcut only: the fields below set the same point from the keyboard. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the fields are the keyboard's way */}
        <img
          src={pictureView(photo).src}
          alt={photo.alt}
          width={previewSize.width}
          height={previewSize.height}
          onClick={(event) => {
            const box = event.currentTarget.getBoundingClientRect();
            if (box.width === 0 || box.height === 0) return;
            const percent = (at: number, size: number) =>
              Math.min(100, Math.max(0, Math.round((at / size) * 100)));
            setX(percent(event.clientX - box.left, box.width));
            setY(percent(event.clientY - box.top, box.height));
          }}
        />
        <span
          className="website-focal-mark"
          aria-hidden="true"
          style={{ left: `${x ?? photo.focalX}%`, top: `${y ?? photo.focalY}%` }}
        />
      </div>
      <form
        className="website-focal"
        aria-label={FOCAL_COPY.legend(photo.alt)}
        aria-describedby={ids.hint}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <p id={ids.hint} className="muted website-focal-full">
          {FOCAL_COPY.hint}
        </p>
        <label htmlFor={ids.x}>{FOCAL_COPY.across}</label>
        <InputNumber id={ids.x} min={0} max={100} precision={0} value={x} onChange={setX} />
        <label htmlFor={ids.y}>{FOCAL_COPY.down}</label>
        <InputNumber id={ids.y} min={0} max={100} precision={0} value={y} onChange={setY} />
        <Button
          className="website-focal-full"
          htmlType="submit"
          disabled={unchanged || x === null || y === null}
          loading={save.isPending}
        >
          {FOCAL_COPY.save}
        </Button>
      </form>
    </>
  );
}
