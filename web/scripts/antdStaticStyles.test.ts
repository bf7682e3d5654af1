import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ANTD_CLASS_PREFIXES, antdImports, classesIn, keepComponents, rulesFor } from './antdStaticStyles';

const webSrc = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');

describe("the website's cut of antd's stylesheet", () => {
  it("keeps the rules of the components asked for, drops the others, the default theme's variables and the page-wide link rules", () => {
    const css = [
      '.css-var-_R_0_{--ant-color-primary:#1677ff}',
      '.ant-btn{color:red}',
      '.ant-table{color:blue}',
      '.ant-table .ant-btn{color:green}',
      '.ant-table td,.ant-btn span{margin:0}',
      '.anticon{display:inline-flex}',
      'a{text-decoration:none}',
      'a:hover,a:active{outline:0}',
      '@keyframes antZoomIn{0%{opacity:0}}',
      '@media (min-width:576px){.ant-col-sm-1{width:1%}.ant-table{width:2%}}',
      '@media (min-width:576px){.ant-table{width:3%}}',
    ].join('');
    expect(keepComponents(css, new Set(['btn', 'col']))).toBe(
      [
        '.ant-btn{color:red}',
        '.ant-table td,.ant-btn span{margin:0}',
        '.anticon{display:inline-flex}',
        '@keyframes antZoomIn{0%{opacity:0}}',
        '@media (min-width:576px){.ant-col-sm-1{width:1%}}',
      ].join(''),
    );
  });

  it("keeps, for a prerendered page, only the rules its markup's classes can match, in their layer and order", () => {
    const css = [
      '@layer antd{',
      '.ant-input{color:red}',
      '.ant-input:hover,.ant-table .ant-input{color:blue}',
      '.ant-table{color:green}',
      '.ant-input.ant-input-lg{font-size:2px}',
      '.ant-form-item .ant-input{margin:0}',
      '@keyframes antZoomIn{0%{opacity:0}}',
      '@media (min-width:576px){.ant-col-sm-1{width:1%}.ant-input{width:2%}}',
      '}',
    ].join('');
    const classes = classesIn(
      '<form class="ant-form"><div class="ant-form-item x"><input class="ant-input"></div></form>',
    );
    expect([...classes].sort()).toEqual(['ant-form', 'ant-form-item', 'ant-input', 'x']);
    expect(rulesFor(css, classes)).toBe(
      [
        '@layer antd{',
        '.ant-input{color:red}',
        '.ant-input:hover,.ant-table .ant-input{color:blue}',
        '.ant-form-item .ant-input{margin:0}',
        '@media (min-width:576px){.ant-input{width:2%}}',
        '}',
      ].join(''),
    );
  });

  it('knows the styles of every antd component web/src imports (the build stops otherwise)', () => {
    const unknown = [...antdImports(webSrc)].filter((name) => !(name in ANTD_CLASS_PREFIXES));
    expect(unknown).toEqual([]);
  });

  it("cut for the website's imports, it keeps the select's list and drops the table", () => {
    const prefixes = new Set([...antdImports(webSrc)].flatMap((name) => ANTD_CLASS_PREFIXES[name] ?? []));
    const file = createRequire(import.meta.url).resolve('antd/dist/antd.css');
    const cut = keepComponents(readFileSync(file, 'utf8'), prefixes);
    expect(cut).toContain('.ant-select-dropdown');
    expect(cut).toContain('.ant-picker-dropdown');
    expect(cut).not.toContain('.ant-table');
    expect(cut.length).toBeLessThan(readFileSync(file, 'utf8').length / 2);
  });
});
