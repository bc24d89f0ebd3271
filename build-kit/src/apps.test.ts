import { describe, expect, it } from 'vitest';
import { apps, findApp, hostApp, portEnvName, remoteApps, resolveAppPort } from './index.cjs';

describe('the app registry', () => {
  it('has one host and seven remotes on 3000-3005, 3007 and 3008, named as JS identifiers', () => {
    expect(hostApp.name).toBe('shell');
    expect(remoteApps).toHaveLength(7);
    expect(apps.map((app) => app.defaultPort)).toEqual([
      3000, 3001, 3002, 3003, 3004, 3005, 3007, 3008,
    ]);
    for (const app of apps) expect(app.name).toMatch(/^[A-Za-z_$][\w$]*$/);
  });

  it('names the variable that moves an app', () => {
    expect(portEnvName('mf_directory')).toBe('MF_DIRECTORY_PORT');
    expect(portEnvName('mf_ops_console')).toBe('MF_OPS_CONSOLE_PORT');
    expect(resolveAppPort('mf_ops_console', { MF_OPS_CONSOLE_PORT: '6307' })).toBe(6307);
    expect(portEnvName('mf_case_room')).toBe('MF_CASE_ROOM_PORT');
    expect(findApp('mf_ops_console')).toMatchObject({
      folder: 'mf-ops-console',
      packageName: '@nyaya/mf-ops-console',
      defaultPort: 3007,
    });
  });

  it('takes a port from the environment, else the fallback, else the default', () => {
    expect(resolveAppPort('mf_directory', { MF_DIRECTORY_PORT: '4201' })).toBe(4201);
    expect(resolveAppPort('mf_directory', { MF_DIRECTORY_PORT: '' }, 5000)).toBe(5000);
    expect(resolveAppPort('mf_directory', {})).toBe(3001);
  });

  it('refuses a port that is not one, naming the variable', () => {
    expect(() => resolveAppPort('shell', { SHELL_PORT: '70000' })).toThrow(
      'SHELL_PORT must be a port number (1-65535), got "70000"',
    );
    expect(() => findApp('mf_unknown')).toThrow(/Unknown app "mf_unknown"\. Known apps: shell,/);
  });
});
