import './spinner.css';

/**
 * While a page's code or data loads: a quiet spinner that screen readers announce once. Plain CSS,
 * so the app shell does not carry antd's Spin for a moment's use.
 */
export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
