/**
 * A member's Handicap Index on their profile: the index that counts now and where it comes from
 * (the official one staff set, or the lounge index from their final cards), setting an official
 * index (+10.0 to 54.0, in tenths, as the server allows; a plus handicap typed '+2.5') and clearing
 * it so the lounge index counts again: a manager's or an admin's step (plain staff read who does
 * it). The server checks it too.
 */
import {
  competitionMessages,
  formatIndex,
  indexIsValid,
  competitionLabels as L,
  managerStepNotes,
  parseIndex,
} from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input } from 'antd';
import { useState } from 'react';
import { refusalText } from '../api/staffApi';
import { useMayTakeManagerSteps } from '../auth/staffSession';
import { memberProfileApi, memberProfileKey } from './memberProfileApi';

export function HandicapForm({ memberId }: { memberId: string }) {
  const client = useQueryClient();
  const key = [...memberProfileKey(memberId), 'handicap'];
  const current = useQuery({ queryKey: key, queryFn: () => memberProfileApi.handicap(memberId) });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  const save = useMutation({
    mutationFn: (index: number | null) => memberProfileApi.setHandicap(memberId, index),
    onSuccess: (view, index) => {
      client.setQueryData(key, view);
      setText('');
      setProblem(null);
      showToast({
        title: index === null ? 'Official Index Cleared' : 'Official Index Set',
        message: view.index === null ? L.noIndex : formatIndex(view.index),
        kind: 'success',
      });
    },
    onError: (error) => setProblem(refusalText(error, 'Index Not Saved')),
  });
  const view = current.data;
  const official = view?.source === 'official';
  const manager = useMayTakeManagerSteps();
  return (
    <section className="handicap-form" aria-label="Handicap Index">
      <h3 className="profile-heading">Handicap Index</h3>
      {current.error && (
        <Alert type="error" showIcon title={refusalText(current.error, 'Index not loaded').title} />
      )}
      {view && (
        <p>
          {view.index === null || view.source === null
            ? L.noIndex
            : `${L.indexSource[view.source]}: ${formatIndex(view.index)}`}
          {view.source === 'lounge' && ` (from ${view.differentials.length} final cards)`}
        </p>
      )}
      {!manager && <p className="muted">{managerStepNotes.officialHandicap}</p>}
      {manager && (
        <form
          className="toolbar-group"
          aria-label="Official Handicap Index"
          onSubmit={(e) => {
            e.preventDefault();
            const index = parseIndex(text);
            if (index === null || !indexIsValid(index)) {
              setProblem(competitionMessages.badIndex);
              return;
            }
            save.mutate(index);
          }}
        >
          <Input
            aria-label="Official index"
            placeholder="12.4, or +2.5"
            value={text}
            status={problem ? 'error' : undefined}
            onChange={(e) => setText(e.target.value)}
            className="handicap-input"
          />
          <Button type="primary" htmlType="submit" loading={save.isPending && save.variables !== null}>
            Set Official Index
          </Button>
          {official && (
            <Button loading={save.isPending && save.variables === null} onClick={() => save.mutate(null)}>
              Clear Official Index
            </Button>
          )}
        </form>
      )}
      {problem && <Alert type="error" showIcon title={problem.title} description={problem.message} />}
    </section>
  );
}
