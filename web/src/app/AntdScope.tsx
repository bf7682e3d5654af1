import { Provider as MotionProvider } from '@rc-component/motion';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { requiredMark } from './requiredMark';
import { loungeTheme } from './theme';
// antd's components' styles, prebuilt: only the components the website uses
// (web/scripts/antdStaticStyles.ts). The theme's colours still come from `loungeTheme`, as CSS
// variables antd writes when the theme mounts.
import 'antd/dist/antd.css';

/** No styles generated in the browser (docs/decisions/024-antd-styles-at-build-time.md). */
const staticTheme = { ...loungeTheme, zeroRuntime: true };

/**
 * A visitor whose system asks for reduced motion gets antd's popups, dialogs and messages without
 * their motion: shown and placed at once. Read once, when the page starts (the build's prerender
 * has no screen and keeps the motion; the markup is the same either way).
 */
const motion = !(
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
);

/**
 * The lounge's antd theme around the screens that use antd (forms, booking, dashboard, dialogs,
 * toasts). The site's frame and the marketing pages are plain HTML and CSS, so a visitor's first
 * page never downloads antd (docs/decisions/016-antd-only-where-it-is-used.md).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <MotionProvider motion={motion}>
      <ConfigProvider theme={staticTheme} form={{ requiredMark }}>
        {children}
      </ConfigProvider>
    </MotionProvider>
  );
}
