import { App, SmtpEmailDriver, type DefaultAppConfig } from '@supabase/lite';
import { serve, type ServerType } from '@hono/node-server';
import { keepMigrationGrants } from './api-grants.ts';
import { apiCors } from './api-cors.ts';
import { onlyApiPaths } from './api-paths.ts';
import { ApiLinkEmailDriver } from './auth-email.ts';
import { authHardening } from './auth/index.ts';
import type { LocalStackConfig } from './config.ts';
import { apiRolesSql, openDatabase, type OpenDatabase } from './database.ts';
import { serveDatabase } from './database-server.ts';
import { jsonValuesMatchColumnTypes } from './json-body-types.ts';
import { registerLocalOrigins } from './local-origins.ts';
import { startMailbox, type Mailbox } from './mailbox.ts';
import { localFunctions } from './functions/index.ts';
import {
  exceptStorage,
  localStorageConfig,
  localStorageRequests,
  withLocalStorage,
} from './storage/index.ts';
import {
  applyPendingMigrations,
  listMigrations,
  runPendingSeedFiles,
  type MigrationFile,
} from './migrations.ts';
import { assertPortFree } from '@nyaya/build-kit/ports';
import { postgrestErrorShapes } from './postgrest-compat.ts';
import { startRealtime } from './realtime/index.ts';
import { regexFilterGuard } from './regex-filter-guard.ts';
import { requestHeadersForSql } from './request-headers.ts';
import { requestBodyLimit, userMetadataLimit } from './request-limits.ts';
import { applyRoleSettingsPerRequest, readRoleSettings } from './role-settings.ts';

// The embedded stack reports nothing to third parties.
process.env.LITE_TELEMETRY = '0';
process.env.DO_NOT_TRACK = '1';

export interface LocalStack {
  apiUrl: string;
  mailUrl: string;
  database: OpenDatabase;
  /**
   * The database for PostgreSQL clients (the notification worker): on PGlite, the stack serves
   * it at SUPABASE_DB_PORT; on PostgreSQL, DATABASE_URL as given.
   */
  databaseUrl: string;
  /** Migrations and seed files applied during this start. */
  appliedMigrations: string[];
  seededFiles: string[];
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Start MailDev too (default true). Without it, auth e-mails fail to send. */
  mailbox?: boolean;
  log?: (message: string) => void;
}

export async function startLocalStack(
  config: LocalStackConfig,
  options: StartOptions = {},
): Promise<LocalStack> {
  const log = options.log ?? (() => {});
  const withMailbox = options.mailbox ?? true;

  // Every port is checked before anything starts, so a taken one leaves nothing half running.
  const ports = [
    { port: config.apiPort, label: 'Supabase API', envName: 'SUPABASE_API_PORT' },
    ...(config.databaseUrl
      ? []
      : [{ port: config.dbPort, label: 'Supabase database', envName: 'SUPABASE_DB_PORT' }]),
    ...(withMailbox
      ? [
          { port: config.mailWebPort, label: 'MailDev web', envName: 'MAILDEV_WEB_PORT' },
          { port: config.mailSmtpPort, label: 'MailDev SMTP', envName: 'MAILDEV_SMTP_PORT' },
        ]
      : []),
  ];
  for (const entry of ports) {
    await assertPortFree({ ...entry, owner: 'the local stack' }, { host: config.apiHost });
  }

  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
    cleanups.length = 0;
  };

  try {
    let mailbox: Mailbox | null = null;
    if (withMailbox) {
      mailbox = await startMailbox({
        host: config.apiHost,
        webPort: config.mailWebPort,
        smtpPort: config.mailSmtpPort,
      });
      cleanups.push(() => mailbox!.stop());
    }

    const database = await openDatabase(config);
    cleanups.push(() => database.connection.close());

    const app = createApp(config, database);
    const applied = await prepareDatabase(app, database);
    for (const migration of applied)
      log(`Applied migration ${migration.version}_${migration.name}`);
    const seeded = await runPendingSeedFiles(database, config.seedPaths);
    for (const file of seeded) log(`Seeded the database from ${file}`);
    await registerLocalOrigins(database, config);

    await keepMigrationGrants(app, database, config.publishableKey);
    applyRoleSettingsPerRequest(database.connection, await readRoleSettings(database));

    let databaseUrl = config.databaseUrl ?? '';
    if (database.pglite) {
      const databaseServer = await serveDatabase(database.pglite, {
        host: config.apiHost,
        port: config.dbPort,
      });
      cleanups.push(() => databaseServer.stop());
      databaseUrl = databaseServer.url;
    }

    // Realtime (postgres_changes) on the API's port, as a hosted project serves it.
    const realtime = await startRealtime({
      database,
      keys: {
        publishableKey: config.publishableKey,
        secretKey: config.secretKey,
        jwtSecret: config.jwtSecret,
      },
      log,
    });
    cleanups.push(() => realtime.stop());
    const server = await listen(app, config.apiPort, config.apiHost);
    server.on('upgrade', (request, socket, head) => {
      if (!realtime.handleUpgrade(request, socket, head)) socket.destroy();
    });
    cleanups.push(async () => {
      await realtime.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    return {
      apiUrl: `http://localhost:${config.apiPort}`,
      mailUrl: mailbox?.webUrl ?? '',
      database,
      databaseUrl,
      appliedMigrations: applied.map((file) => `${file.version}_${file.name}`),
      seededFiles: seeded,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** lite's App on the database, configured from config.toml as the running stack serves it. */
export function createApp(config: LocalStackConfig, database: OpenDatabase): App {
  const siteUrl = String(config.auth.site_url ?? 'http://localhost:3000');
  const apiUrl = `http://localhost:${config.apiPort}`;
  const email = new ApiLinkEmailDriver(
    new SmtpEmailDriver({
      host: config.apiHost,
      port: config.mailSmtpPort,
      from: { name: 'NyayaConnect', address: 'no-reply@nyaya.test' },
      requireTls: false,
    }),
    siteUrl,
    apiUrl,
  );
  const app = new App({
    connection: database.connection,
    storage: localStorageConfig,
    api: config.api,
    auth: { ...config.auth, jwt_secret: config.jwtSecret },
    options: {
      server: {
        admin: false,
        middlewares: [
          // The Edge Functions the hosted project runs (the case room's meeting route).
          localFunctions({ supabaseUrl: `http://${config.apiHost}:${config.apiPort}` }),
          onlyApiPaths,
          apiCors,
          exceptStorage(requestBodyLimit),
          localStorageRequests,
          userMetadataLimit(database, config.jwtSecret),
          ...authHardening(config.authLimits, database, { driver: email, siteUrl, apiUrl }),
          requestHeadersForSql(database.connection),
          jsonValuesMatchColumnTypes(database),
          ...(database.kind === 'pglite' ? [regexFilterGuard] : []),
          postgrestErrorShapes,
        ],
      },
      drivers: { email },
    },
  } as DefaultAppConfig);
  return withLocalStorage(app, config);
}

/**
 * Brings a database up to date the way every start does: lite's system schemas (auth), the
 * API roles a hosted project has, then the migrations (supabase/migrations unless given) not
 * applied yet. Returns those.
 */
export async function prepareDatabase(
  app: App,
  database: OpenDatabase,
  migrations: MigrationFile[] = listMigrations(),
): Promise<MigrationFile[]> {
  await app.init();
  await app.ensureSystemSchema();
  await database.runScript(apiRolesSql);
  return applyPendingMigrations(database, migrations);
}

function listen(app: App, port: number, hostname: string): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve(
      {
        port,
        hostname,
        fetch: (request, env: { incoming: { socket: { remoteAddress?: string } } }) =>
          app.fetch(request, { peerAddress: env.incoming.socket.remoteAddress ?? null }),
      },
      () => resolve(server),
    );
    server.once('error', reject);
  });
}
