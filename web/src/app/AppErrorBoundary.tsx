import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * The last line of defence: a page that throws (or whose code cannot be downloaded after a new
 * release) shows a way forward instead of a blank screen.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('The page failed to render', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="app-error" role="alert">
        <h1>Something went wrong</h1>
        <p>Please reload the page. If it keeps happening, call or email us and we will help.</p>
        <button type="button" className="app-error-button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </main>
    );
  }
}
