/**
 * The website's antd styles as a static stylesheet (docs/decisions/024-antd-styles-at-build-time.md).
 *
 * antd writes its components' CSS in the browser by default: every first render of a component
 * type builds its style objects and serialises them (a CSS parser in JavaScript), which cost a
 * phone more main-thread time than anything else on the booking and dashboard pages. The
 * website's antd theme (app/AntdScope.tsx) runs antd in its zero-runtime mode instead, and imports
 * antd's prebuilt stylesheet; the theme's colours still arrive as CSS variables at run time.
 *
 * That stylesheet holds every antd component (about 1 MB). This vite plugin keeps only the
 * components the website imports: it reads web/src for `from 'antd'` imports, maps each to the
 * class prefixes its markup uses, and drops every other component's rules. An antd import this
 * map does not know stops the build, so a newly used component never renders unstyled.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** antd's exports the website uses -> the `.ant-<prefix>` classes their markup and motion carry. */
export const ANTD_CLASS_PREFIXES: Record<string, readonly string[]> = {
  Alert: ['alert'],
  Button: ['btn', 'wave'],
  ConfigProvider: [],
  DatePicker: ['picker', 'slide'],
  Form: ['form', 'row', 'col'],
  Input: ['input'],
  Modal: ['modal', 'zoom', 'fade'],
  Popconfirm: ['popconfirm', 'popover', 'zoom'],
  Radio: ['radio', 'wave'],
  Select: ['select', 'slide', 'empty'],
  Space: ['space'],
  Switch: ['switch', 'wave'],
  Tag: ['tag'],
  notification: ['notification'],
  theme: [],
};

/** Shared by every component: antd's motion classes and its screen-reader and scroll helpers. */
const ALWAYS = ['motion', 'move', 'scroll'];

/** The antd values (not types) imported by the files under `dir`. */
export function antdImports(dir: string): Set<string> {
  const names = new Set<string>();
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const file = path.join(at, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const source = readFileSync(file, 'utf8');
        // Type-only imports bring no markup, hence no styles.
        for (const m of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'antd'/g)) {
          if (m[1]) continue;
          for (const spec of (m[2] ?? '').split(',').map((s) => s.trim()))
            if (spec && !spec.startsWith('type ')) names.add(spec.split(/\s+as\s+/)[0] ?? spec);
        }
      }
    }
  };
  walk(dir);
  return names;
}

/** Splits a stylesheet into its top-level blocks (rules and at-rules), quotes respected. */
function topLevelBlocks(css: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | null = null;
  for (let i = 0; i < css.length; i += 1) {
    const ch = css[i];
    if (quote) {
      if (ch === '\\') i += 1;
      else if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '{') depth += 1;
    else if (ch === '}') {
      depth -= 1;
      if (depth === 0) {
        blocks.push(css.slice(start, i + 1));
        start = i + 1;
      }
    }
  }
  return blocks;
}

/** antd's stylesheet with only the rules for `prefixes` (and the rules of no component at all). */
export function keepComponents(css: string, prefixes: ReadonlySet<string>): string {
  const keep = (block: string): string => {
    const head = block.slice(0, block.indexOf('{')).trim();
    if (head.startsWith('@keyframes') || head.startsWith('@font-face')) return block;
    if (head.startsWith('@')) {
      const inner = topLevelBlocks(block.slice(block.indexOf('{') + 1, block.lastIndexOf('}')))
        .map(keep)
        .join('');
      return inner ? `${head}{${inner}}` : '';
    }
    // The default theme's variables, for antd's own theme key: the website's theme writes its
    // own under its key at run time.
    if (head.startsWith('.css-var-')) return '';
    // antd's page-wide element rules (links without underline): its run-time styles kept them
    // inside antd's own components; here they would restyle every link of the site.
    if (!/[.[#]/.test(head)) return '';
    // A selector can only match inside the component it starts from.
    const selectors = head.split(',');
    return selectors.some((selector) => {
      const first = /\.ant-([a-z]+)/.exec(selector)?.[1];
      return first === undefined || prefixes.has(first);
    })
      ? block
      : '';
  };
  return topLevelBlocks(css).map(keep).join('');
}

/** Every class name in a piece of HTML (its `class` attributes). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of (m[1] ?? '').split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/**
 * The rules of a (cut) antd stylesheet that can style markup carrying only `classes`: a rule is
 * kept when one of its selectors names no class outside them. For a prerendered page whose antd
 * part loads later (the tour's form), written into the page: the form is styled at the first
 * paint without waiting for the whole stylesheet, which arrives with the form's code. The kept
 * rules are the same rules in the same order and layer, so the full stylesheet changes nothing
 * when it comes (no shift). Keyframes are left out (nothing animates before the form is live).
 */
export function rulesFor(css: string, classes: ReadonlySet<string>): string {
  const keep = (block: string): string => {
    const head = block.slice(0, block.indexOf('{')).trim();
    if (head.startsWith('@keyframes') || head.startsWith('@font-face')) return '';
    if (head.startsWith('@')) {
      const inner = topLevelBlocks(block.slice(block.indexOf('{') + 1, block.lastIndexOf('}')))
        .map(keep)
        .join('');
      return inner ? `${head}{${inner}}` : '';
    }
    const matches = (selector: string) =>
      [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].every((m) =>
        classes.has((m[1] ?? '').replace(/\\/g, '')),
      );
    return head.split(',').some(matches) ? block : '';
  };
  return topLevelBlocks(css).map(keep).join('');
}

/** The vite plugin: `import 'antd/dist/antd.css'` yields only the website's components. */
export function antdStaticStyles(sourceDir: string): Plugin {
  return {
    name: 'lounge:antd-static-styles',
    enforce: 'pre',
    load(id) {
      if (!/[\\/]antd[\\/]dist[\\/]antd\.css$/.test(id.split('?')[0] ?? '')) return null;
      const prefixes = new Set(ALWAYS);
      for (const name of antdImports(sourceDir)) {
        const known = ANTD_CLASS_PREFIXES[name];
        if (!known)
          throw new Error(
            `antd's ${name} is imported in web/src but web/scripts/antdStaticStyles.ts does not know its styles: add it to ANTD_CLASS_PREFIXES`,
          );
        for (const p of known) prefixes.add(p);
      }
      // In a cascade layer, below the site's own stylesheets whatever order they load in (a
      // member's page loads antd's after them): the site's overrides of antd keep winning, as
      // they did over the styles antd wrote into the top of the page.
      return `@layer antd{${keepComponents(readFileSync(id.split('?')[0] ?? id, 'utf8'), prefixes)}}`;
    },
  };
}
