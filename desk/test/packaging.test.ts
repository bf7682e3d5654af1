/**
 * The packaging config (electron-builder.yml) sets Electron's fuses. Packaging needs the Electron
 * binary, which this machine cannot download, so the test reads what electron-builder will apply.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CONFIG = path.join(import.meta.dirname, '..', 'electron-builder.yml');

/** The `key: value` lines of one top-level block of the YAML file (flat blocks only). */
function topLevelBlock(yaml: string, name: string): Record<string, string> {
  const lines = yaml.split('\n');
  const start = lines.indexOf(`${name}:`);
  if (start < 0) return {};
  const entries: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    const match = line.match(/^ {2}(\w+):\s*(\S+)\s*$/);
    if (match?.[1] && match[2]) entries[match[1]] = match[2];
  }
  return entries;
}

describe('the packaged desk', () => {
  it("sets Electron's fuses: no run-as-node, NODE_OPTIONS or inspect; only its own, checked app.asar", () => {
    const yaml = readFileSync(CONFIG, 'utf8');
    expect(topLevelBlock(yaml, 'electronFuses')).toMatchObject({
      runAsNode: 'false',
      enableNodeOptionsEnvironmentVariable: 'false',
      enableNodeCliInspectArguments: 'false',
      enableEmbeddedAsarIntegrityValidation: 'true',
      onlyLoadAppFromAsar: 'true',
    });
    // The integrity check covers the asar, so the app must be packed into one.
    expect(yaml).toMatch(/^asar: true$/m);
  });
});
