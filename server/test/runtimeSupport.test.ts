import { describe, expect, it } from 'vitest';
import { installedDriverVersion, runtimeProblem } from '../src/ops/runtimeSupport';

describe('the runtime the server agrees to start on', () => {
  it.each([
    ['v20.19.0', '12.11.1'],
    ['v22.23.3', '12.11.1'],
    ['v24.21.0', '13.2.0'],
  ])('starts on Node %s with better-sqlite3 %s', (node, driver) => {
    expect(runtimeProblem(node, driver)).toBeNull();
  });

  it.each([
    ['v24.21.0', '12.11.1'],
    ['v25.1.0', '12.0.0'],
  ])('refuses Node %s with better-sqlite3 %s in one line that names the Node to run', (node, driver) => {
    const line = runtimeProblem(node, driver);
    expect(line).toContain(`Node ${node.slice(1)} aborts the process with better-sqlite3 ${driver}`);
    expect(line).toContain('run Node 22 LTS');
    expect(line).not.toContain('\n');
  });

  it('reads the installed driver version from its package', () => {
    expect(installedDriverVersion()).toMatch(/^\d+\.\d+\.\d+/);
  });
});
