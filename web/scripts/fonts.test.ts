import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { loungeTheme } from '../src/app/theme';
import { ANTD_CLASS_PREFIXES, antdImports, keepComponents } from './antdStaticStyles';

/*
 * Every weight and style the site's stylesheets ask of a brand family is a face fonts.css ships:
 * otherwise the browser draws the nearest face (a 500 as the 400) or, with synthesis on, thickens or
 * slants one itself. Read from the sources the build bundles: web/src's stylesheets, antd's
 * stylesheet as the build cuts it (web/scripts/antdStaticStyles.ts) with the theme's values for its
 * variables, and the browser's own bold on headings and table headers.
 */

const webSrc = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
const appDir = path.join(webSrc, 'app');
const read = (file: string) => readFileSync(file, 'utf8');

interface Rule {
  selector: string;
  decls: Map<string, string>;
  file: string;
}

/** The style rules of a stylesheet, inside at-rules too (not @font-face, not keyframes' steps). */
function rulesOf(css: string, file: string): Rule[] {
  const rules: Rule[] = [];
  const walk = (text: string) => {
    let depth = 0;
    let start = 0;
    for (let i = 0; i < text.length; i += 1) {
      if (text[i] === '{') depth += 1;
      else if (text[i] === '}') {
        depth -= 1;
        if (depth !== 0) continue;
        const block = text.slice(start, i + 1);
        start = i + 1;
        const open = block.indexOf('{');
        const head = block.slice(0, open).trim();
        const body = block.slice(open + 1, -1);
        if (head.startsWith('@font-face') || head.startsWith('@keyframes')) continue;
        if (head.startsWith('@')) {
          walk(body);
          continue;
        }
        const decls = new Map<string, string>();
        for (const decl of body.split(';')) {
          const colon = decl.indexOf(':');
          if (colon > 0) decls.set(decl.slice(0, colon).trim(), decl.slice(colon + 1).trim());
        }
        rules.push({ selector: head.replace(/\s+/g, ' '), decls, file });
      }
    }
  };
  walk(css.replace(/\/\*[\s\S]*?\*\//g, ''));
  return rules;
}

/** fonts.css's faces: family -> 'weight style' of each face. */
function shippedFaces(): Map<string, Set<string>> {
  const faces = new Map<string, Set<string>>();
  const css = read(path.join(appDir, 'fonts.css')).replace(/\/\*[\s\S]*?\*\//g, '');
  for (const m of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const body = m[1] ?? '';
    const family = /font-family:\s*"([^"]+)"/.exec(body)?.[1] ?? '';
    const weight = /font-weight:\s*(\d+)/.exec(body)?.[1] ?? '400';
    const style = /font-style:\s*(\w+)/.exec(body)?.[1] ?? 'normal';
    faces.set(family, (faces.get(family) ?? new Set()).add(`${weight} ${style}`));
  }
  return faces;
}

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(file);
    return entry.name.endsWith('.css') && entry.name !== 'fonts.css' ? [file] : [];
  });
}

/** antd's stylesheet as the build cuts it for the components web/src imports. */
function antdCss(): string {
  const prefixes = new Set(['motion', 'move', 'scroll']);
  for (const name of antdImports(webSrc)) for (const p of ANTD_CLASS_PREFIXES[name] ?? []) prefixes.add(p);
  const require = createRequire(import.meta.url);
  return keepComponents(read(require.resolve('antd/dist/antd.css')), prefixes);
}

const globalCss = read(path.join(appDir, 'global.css'));
/** The site's custom properties (:root in global.css), e.g. --serif. */
const siteVars = new Map(
  [...globalCss.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1] ?? '', (m[2] ?? '').trim()]),
);
const token = theme.getDesignToken(loungeTheme);
/** antd's variables as the website's theme sets them; the rest at antd's own defaults. */
const antdVars = new Map<string, string>([
  ...[
    ...read(createRequire(import.meta.url).resolve('antd/dist/antd.css')).matchAll(
      /(--ant-[\w-]+):([^;}]+)/g,
    ),
  ].map((m) => [m[1] ?? '', (m[2] ?? '').trim()] as [string, string]),
  ['--ant-font-family', token.fontFamily],
  ['--ant-font-weight-strong', String(token.fontWeightStrong)],
  ['--ant-button-font-weight', String(loungeTheme.components?.Button?.fontWeight ?? 400)],
]);

function resolve(value: string): string {
  return value.replace(
    /var\((--[\w-]+)\)/g,
    (all, name: string) => siteVars.get(name) ?? antdVars.get(name) ?? all,
  );
}

const firstFamily = (value: string) => (resolve(value).split(',')[0] ?? '').trim().replace(/["']/g, '');
const weightOf = (value: string) => {
  const v = resolve(value);
  return v === 'normal' ? '400' : v === 'bold' ? '700' : v;
};

/**
 * antd's rules that set a weight on an icon-only control (the remove cross of a multiple select's
 * tag, the number input's arrows): an SVG is drawn there, no text.
 */
const ICON_ONLY = /-(remove|action)$/;

describe("the site's type", () => {
  const faces = shippedFaces();
  const families = [...faces.keys()];

  it('ships the brand families, and antd and the body name Inter first', () => {
    expect(families.sort()).toEqual(['Inter', 'Playfair Display']);
    expect(firstFamily(token.fontFamily)).toBe('Inter');
    expect(firstFamily('var(--sans)')).toBe('Inter');
    expect(firstFamily('var(--serif)')).toBe('Playfair Display');
  });

  it('asks every brand family only for weights and styles it ships', () => {
    const asked: string[] = [];
    const rules = [
      ...cssFiles(webSrc).flatMap((file) => rulesOf(read(file), path.relative(webSrc, file))),
      ...rulesOf(antdCss(), 'antd'),
    ];
    for (const rule of rules) {
      const weight = rule.decls.get('font-weight');
      const style = rule.decls.get('font-style');
      const familyValue = rule.decls.get('font-family');
      // A rule naming no family sets text in the body's (Inter); 'inherit' and the like are the parent's.
      const family =
        familyValue && !/^(inherit|unset)$/.test(familyValue) ? firstFamily(familyValue) : 'Inter';
      if (!faces.has(family)) continue;
      // A line in the serif that names no weight takes the body's 400, which the serif does not ship.
      const w =
        weight === undefined || /^(inherit|unset)$/.test(weight)
          ? family === 'Inter'
            ? '400'
            : ''
          : weightOf(weight);
      const s = style === undefined || style === 'inherit' ? 'normal' : style;
      if (rule.file === 'antd' && ICON_ONLY.test(rule.selector)) continue;
      if (weight === undefined && style === undefined && family === 'Inter') continue;
      if (!faces.get(family)?.has(`${w} ${s}`))
        asked.push(`${rule.file}: ${rule.selector} asks ${family} ${w || '(inherited 400)'} ${s}`);
    }
    expect(asked).toEqual([]);
  });

  it("gives the browser's own bold (headings, table headers, <b>, <strong>) a weight that ships", () => {
    const rules = rulesOf(globalCss, 'global.css');
    for (const tag of ['h1', 'h2', 'h3', 'b', 'strong', 'th']) {
      const rule = rules.find(
        (r) => r.selector.split(',').some((s) => s.trim() === tag) && r.decls.has('font-weight'),
      );
      expect(rule, `no rule in global.css sets ${tag}'s weight`).toBeDefined();
      const family = firstFamily(rule?.decls.get('font-family') ?? 'Inter');
      expect(faces.get(family)).toContain(`${weightOf(rule?.decls.get('font-weight') ?? '')} normal`);
    }
  });

  it('lets the browser fake no weight or style', () => {
    const body = rulesOf(globalCss, 'global.css').find((r) => r.selector === 'body');
    expect(body?.decls.get('font-synthesis')).toBe('none');
  });
});
