/**
 * The Terms of Service and the Privacy Policy as members read them on the website, for admins to
 * replace with the venue's own (a lawyer's) text, or to restore the defaults. The text is plain:
 * paragraphs separated by a blank line, a line starting with '## ' heads a section.
 */
import {
  LEGAL_DOCUMENTS,
  LEGAL_TEXT_MAX,
  type LegalDocument,
  type LegalEditorAnswer,
  type LegalSaveAnswer,
} from '@lounge/core';
import { getJson, sendJson } from '@lounge/web/api';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { useEffect, useId, useState } from 'react';
import { refusalText } from '../api/staffApi';

const editorKey = (document: LegalDocument) => ['legal-editor', document] as const;

export function LegalTextsSection() {
  return (
    <section className="website-block" aria-labelledby="legal-texts-title">
      <h2 id="legal-texts-title">Terms and privacy</h2>
      <p className="muted">
        What members agree to and what the club keeps about them. Write paragraphs separated by a blank line;
        a line starting with “## ” is a section heading. Saved texts show on the website at once.
      </p>
      <LegalEditor document="terms" />
      <LegalEditor document="privacy" />
    </section>
  );
}

function LegalEditor({ document }: { document: LegalDocument }) {
  const { title, path } = LEGAL_DOCUMENTS[document];
  const client = useQueryClient();
  const ids = { text: useId(), status: useId() };
  const editor = useQuery({
    queryKey: editorKey(document),
    queryFn: () => getJson<LegalEditorAnswer>(`/api/staff/legal/${document}`),
  });
  const [plain, setPlain] = useState('');
  useEffect(() => {
    if (editor.data) setPlain(editor.data.plain);
  }, [editor.data]);
  const done = {
    onSuccess: (answer: LegalSaveAnswer) => {
      showToast({ title: answer.title, message: answer.message, kind: 'success' });
      client.setQueryData(editorKey(document), answer);
    },
    onError: (error: unknown) => showToast({ ...refusalText(error), kind: 'error' }),
  };
  const save = useMutation({
    mutationFn: () => sendJson<LegalSaveAnswer>('PUT', `/api/staff/legal/${document}`, { plain }),
    ...done,
  });
  const restore = useMutation({
    mutationFn: () => sendJson<LegalSaveAnswer>('DELETE', `/api/staff/legal/${document}`),
    ...done,
  });
  const data = editor.data;
  return (
    <form
      className="website-legal"
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <h3>
        {title} <span className="muted">({path})</span>
      </h3>
      <p id={ids.status}>
        {!data
          ? 'Loading…'
          : data.replaced
            ? `The venue’s own text, saved ${data.updated}.`
            : 'The default text for a members’ club.'}
      </p>
      <label htmlFor={ids.text}>{title} text</label>
      <Input.TextArea
        id={ids.text}
        value={plain}
        onChange={(event) => setPlain(event.target.value)}
        autoSize={{ minRows: 10, maxRows: 24 }}
        maxLength={LEGAL_TEXT_MAX}
        aria-describedby={ids.status}
        disabled={!data}
      />
      <div className="website-legal-actions">
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!data}>
          Save {title}
        </Button>
        {data?.replaced && (
          <Button onClick={() => restore.mutate()} loading={restore.isPending}>
            Restore the Default {title}
          </Button>
        )}
      </div>
    </form>
  );
}
