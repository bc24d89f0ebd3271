import type { LocalStackConfig } from './config.ts';
import type { OpenDatabase } from './database.ts';

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
const sqlTextArray = (values: readonly string[]) =>
  `array[${values.map(sqlText).join(', ')}]::text[]`;

/**
 * seed.sql registers the default ports' origins: the demo partner's page at :3006 and the
 * storage of the API at :54321. Where DEMO_PARTNER_PORT and SUPABASE_API_PORT moved them, each
 * start also registers the moved origins (added, never removed), so the demo widget shows and the
 * stack's own pictures are accepted. Nothing happens without the seeded demo partner.
 */
export async function registerLocalOrigins(
  database: OpenDatabase,
  config: Pick<LocalStackConfig, 'demoPartner' | 'apiPort'>,
): Promise<void> {
  const partnerOrigins = sqlTextArray(config.demoPartner.origins);
  await database.runScript(`
    update public.partners
       set allowed_origins = allowed_origins || array(
             select origin from unnest(${partnerOrigins}) as origin
              where origin <> all (allowed_origins))
     where id = ${sqlText(config.demoPartner.id)}
       and not ${partnerOrigins} <@ allowed_origins;
    insert into private.storage_origins (origin)
    select unnest(${sqlTextArray([
      `http://localhost:${config.apiPort}`,
      `http://127.0.0.1:${config.apiPort}`,
    ])})
    on conflict do nothing;`);
}
