/** Why a screen's data did not load: the server's refusal, or that it could not be reached. */
import { Alert } from 'antd';
import { refusalText } from '../api/staffApi';

/**
 * Nothing while `error` is empty; else an error alert titled by the server's refusal (`title` when
 * the server gave none) with its message, then `retryNote` (what the screen does about it) if given.
 */
export function LoadErrorAlert({
  error,
  title,
  retryNote,
}: {
  error: unknown;
  title: string;
  retryNote?: string;
}) {
  if (!error) return null;
  const refusal = refusalText(error, title);
  return (
    <Alert
      type="error"
      showIcon
      title={refusal.title}
      description={retryNote ? `${refusal.message} ${retryNote}` : refusal.message}
    />
  );
}
