/**
 * The platform's apps and ports, from the one registry the build and serve scripts use
 * (`@nyaya/shared-platform/build`, loaded by path like scripts/*.mjs do: e2e does not depend
 * on shared-platform).
 */
import { join } from 'node:path';
import {
  apps,
  findApp,
  portEnvName,
  remoteApps,
  resolveAppPort,
  sharedPreset,
  singletonPackages,
  type AppDefinition,
  type AppName,
} from '../../shared-platform/build/index.cjs';

export { apps, findApp, portEnvName, remoteApps, resolveAppPort, sharedPreset, singletonPackages };
export type { AppDefinition, AppName };

export type RemoteName = Exclude<AppName, 'shell'>;

export function appOrigin(name: AppName, env: NodeJS.ProcessEnv = process.env): string {
  return `http://localhost:${resolveAppPort(name, env)}`;
}

export const shellOrigin = appOrigin('shell');

export function manifestUrl(name: RemoteName, origin = appOrigin(name)): string {
  return `${origin}/mf-manifest.json`;
}

export function distDir(app: AppDefinition): string {
  return join(app.dir, 'dist');
}

export function supabaseApiUrl(env: NodeJS.ProcessEnv = process.env): string {
  return `http://localhost:${env.SUPABASE_API_PORT || '54321'}`;
}

/** The local Supabase stack's ports (supabase/local honours the same variables). */
export function supabasePorts(
  env: NodeJS.ProcessEnv = process.env,
): { port: number; label: string; envName: string }[] {
  return [
    {
      port: Number(env.SUPABASE_API_PORT || 54321),
      label: 'Supabase API',
      envName: 'SUPABASE_API_PORT',
    },
    {
      port: Number(env.MAILDEV_WEB_PORT || 54324),
      label: 'MailDev web',
      envName: 'MAILDEV_WEB_PORT',
    },
    {
      port: Number(env.MAILDEV_SMTP_PORT || 54325),
      label: 'MailDev SMTP',
      envName: 'MAILDEV_SMTP_PORT',
    },
  ];
}

export function mailboxUrl(env: NodeJS.ProcessEnv = process.env): string {
  return `http://localhost:${env.MAILDEV_WEB_PORT || '54324'}`;
}
