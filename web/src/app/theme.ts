/**
 * The lounge's antd theme: deep fairway green with brass-gold accents. Every colour pair here keeps
 * WCAG AA contrast on the dark surfaces (gold on green, near-black text on gold buttons).
 */
import { type ThemeConfig, theme } from 'antd';

const palette = {
  green950: '#07130d',
  green900: '#0c1f16',
  green800: '#12291e',
  green700: '#1a3a2b',
  gold: '#c9a45c',
  goldLight: '#e2c98f',
  sage: '#8cc9a0',
  cream: '#f3efe4',
  muted: '#bdb8a8',
  ink: '#15110a',
} as const;

const sans =
  "Inter, 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const loungeTheme: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: {
    colorPrimary: palette.gold,
    colorInfo: palette.gold,
    // The lounge's own success and warning hues instead of antd's stock green and orange: tags,
    // toasts and notifications read as the club's. Both keep over 6:1 on their dark tints.
    colorSuccess: palette.sage,
    colorWarning: palette.goldLight,
    colorLink: palette.goldLight,
    colorBgBase: palette.green900,
    colorBgContainer: palette.green800,
    colorBgElevated: palette.green700,
    colorTextBase: palette.cream,
    colorTextSecondary: palette.muted,
    colorTextDescription: palette.muted,
    // Placeholders, disabled text and errors at 4.5:1 or more on the dark surfaces (axe's contrast rule).
    colorTextPlaceholder: '#9f9a8a',
    colorTextDisabled: '#a8a596',
    colorError: '#ff7875',
    colorBorder: '#2f5443',
    colorBorderSecondary: '#244436',
    borderRadius: 10,
    // Inter in every antd part, the portals too (dialogs, toasts, dropdowns carry the theme's class).
    fontFamily: sans,
    fontSize: 16,
    // antd's bold (dialog titles, table headers, a selected option): Inter's 600, a face fonts.css ships.
    fontWeightStrong: 600,
  },
  components: {
    // Near-black on the danger red too: white on it was 3.35:1 (axe, the desk's Close Round confirmation).
    Button: { primaryColor: palette.ink, dangerColor: palette.ink, fontWeight: 600, controlHeightLG: 48 },
    Segmented: {
      itemSelectedBg: palette.gold,
      itemSelectedColor: palette.ink,
      trackBg: palette.green950,
      itemColor: palette.cream,
      itemHoverColor: palette.goldLight,
    },
    Modal: { contentBg: palette.green800, headerBg: palette.green800 },
    Notification: { colorBgElevated: palette.green700 },
    Collapse: { headerBg: palette.green800, contentBg: palette.green900 },
    Table: { headerBg: palette.green700, colorBgContainer: palette.green800 },
    // The dark algorithm turns the primary gold into #ae8e51, which a selected or just-clicked tab
    // label takes: 4:1 on the raised panels (the desk's drawers). The light gold keeps 7.7:1.
    Tabs: {
      itemSelectedColor: palette.goldLight,
      itemActiveColor: palette.goldLight,
      itemHoverColor: palette.goldLight,
    },
  },
};
