/**
 * A coach's photo in the coach's editor (docs/lessons.md): what the lessons page shows now (the
 * photo, or the coach's initials on its colour), a file to upload or to replace it with, and its
 * removal after a second press. The server checks the file (type, size, pixels) and answers in
 * core's words, which the toast shows.
 */

import type { CoachPhotoUploaded, Notice } from '@lounge/core';
import { coachInitials, coachPhotoCopy, coachPlaceholderColours, type StaffCoachView } from '@lounge/core';
import { sendJson } from '@lounge/web/api';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm } from 'antd';
import { useRef, useState } from 'react';
import { refusalText } from '../api/staffApi';
import { sendPhotoForm } from '../website/photoApi';
import { COACHES_KEY } from './CoachHoursEditor';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

export function CoachPhotoEditor({ coach }: { coach: StaffCoachView }) {
  const client = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const url = `/api/staff/coaches/${encodeURIComponent(coach.id)}/photo`;
  const settled = () => client.invalidateQueries({ queryKey: COACHES_KEY });
  const failed = (error: unknown) => showToast({ ...refusalText(error), kind: 'error' });
  const upload = useMutation({
    mutationFn: () => {
      if (!file) throw new Error('no file');
      const form = new FormData();
      form.append('file', file);
      return sendPhotoForm<CoachPhotoUploaded>('PUT', url, form);
    },
    onSuccess: (answer) => {
      showToast({ title: answer.title, message: answer.message, kind: 'success' });
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    },
    onError: failed,
    onSettled: settled,
  });
  const remove = useMutation({
    mutationFn: () => sendJson<Notice>('DELETE', url),
    onSuccess: (notice) => showToast({ ...notice, kind: 'success' }),
    onError: failed,
    onSettled: settled,
  });
  const inputId = `coach-${coach.id}-photo`;
  const { background, ink } = coachPlaceholderColours(coach.colour);
  return (
    <fieldset className="coach-photo">
      <legend>
        {coach.name}’s {coachPhotoCopy.heading.toLowerCase()}
      </legend>
      {coach.photo ? (
        <img src={coach.photo.src} alt={coach.name} width={96} height={96} />
      ) : (
        <span className="coach-photo-initials" style={{ background, color: ink }} aria-hidden="true">
          {coachInitials(coach.name)}
        </span>
      )}
      <p className="muted">{coachPhotoCopy.hint}</p>
      <form
        className="toolbar-group"
        onSubmit={(event) => {
          event.preventDefault();
          upload.mutate();
        }}
      >
        <label htmlFor={inputId}>{coachPhotoCopy.fileLabel(coach.name)}</label>
        <input
          id={inputId}
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <Button type="primary" htmlType="submit" disabled={!file} loading={upload.isPending}>
          {coach.photo ? coachPhotoCopy.replace : coachPhotoCopy.upload}
        </Button>
        {coach.photo && (
          <Popconfirm title={coachPhotoCopy.removeConfirm} okText="Remove" onConfirm={() => remove.mutate()}>
            <Button danger loading={remove.isPending}>
              {coachPhotoCopy.remove}
            </Button>
          </Popconfirm>
        )}
      </form>
    </fieldset>
  );
}
