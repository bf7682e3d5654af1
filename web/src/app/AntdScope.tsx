import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { requiredMark } from './requiredMark';
import { loungeTheme } from './theme';

/**
 * The lounge's antd theme around the screens that use antd (forms, booking, dashboard, dialogs,
 * toasts). The site's frame and the marketing pages are plain HTML and CSS, so a visitor's first
 * page never downloads antd (docs/decisions/016-antd-only-where-it-is-used.md).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={loungeTheme} form={{ requiredMark }}>
      {children}
    </ConfigProvider>
  );
}
