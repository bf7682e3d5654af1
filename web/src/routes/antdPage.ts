import { type ComponentType, createElement } from 'react';

type PageModule = { default: ComponentType };

/**
 * A page built with antd, in the lounge's antd theme. The theme is loaded with the page (and antd
 * with it), never by the site's frame, so the pages without antd stay light
 * (docs/decisions/016-antd-only-where-it-is-used.md). The wrapped page is made once, so it keeps
 * its identity between the prerender, a preload and a render.
 */
export function antdPage(load: () => Promise<PageModule>): () => Promise<PageModule> {
  let loading: Promise<PageModule> | undefined;
  return () => {
    loading ??= Promise.all([load(), import('../app/AntdScope')]).then(
      ([{ default: Page }, { AntdScope }]) => ({
        default: function ThemedPage() {
          return createElement(AntdScope, null, createElement(Page));
        },
      }),
      (error: unknown) => {
        // A failed download is tried again on the next visit to the page.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}
