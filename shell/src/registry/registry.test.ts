import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OverlayKind } from '@nyaya/shared-platform';
import { apps } from '@nyaya/build-kit';
import type { ComponentType } from 'react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  moduleId,
  OVERLAYS,
  REMOTE_MODULE_IDS,
  REMOTE_PAGES,
  type OverlayEntry,
  type RemoteModuleRef,
  type RemotePage,
} from './registry';

/**
 * The contract between the shell and the remotes (docs/adr/0011): every module the shell
 * may load is exposed by that remote's build. Read from each remote's rspack config, the source
 * of its mf-manifest.json.
 */
describe('the registry', () => {
  it.each(REMOTE_MODULE_IDS.map((id) => [id]))('%s is exposed by its remote', (id) => {
    const [container, exposedName] = id.split('/') as [string, string];
    const app = apps.find((candidate) => candidate.name === container);
    expect(app, `no app named ${container}`).toBeDefined();
    const config = readFileSync(join(app!.dir, 'rspack.config.mjs'), 'utf8');
    const exposes = config.slice(config.indexOf('exposes'));
    expect(exposes).toContain(`'./${exposedName}'`);
  });

  it('maps the remote routes, the lawyer profiles, the AI history, the staff console and the status check to remote pages', () => {
    expect(
      REMOTE_PAGES.map((page: RemotePage) => [
        page.path,
        moduleId(page.module),
        page.audience ?? 'anyone',
      ]),
    ).toEqual([
      ['/lawyers', 'mf_directory/DirectoryPage', 'anyone'],
      ['/lawyers/:id', 'mf_directory/LawyerProfilePage', 'anyone'],
      ['/lawyer-dashboard', 'mf_lawyer_portal/LawyerDashboardPage', 'lawyer'],
      ['/client-dashboard', 'mf_client_dashboard/ClientDashboardPage', 'client'],
      ['/ai-consultations', 'mf_ai_lawyer/ConsultationHistoryPage', 'signed-in'],
      ['/ops', 'mf_ops_console/OpsConsolePage', 'staff'],
      ['/cases/:id', 'mf_case_room/CaseRoomPage', 'signed-in'],
      ['/support/status', 'mf_support_widgets/SupportStatusPage', 'anyone'],
    ]);
  });

  it('names a renderer for every overlay kind the contracts declare', () => {
    expectTypeOf<keyof typeof OVERLAYS>().toEqualTypeOf<OverlayKind>();
    expect(Object.keys(OVERLAYS).sort()).toEqual([
      'ai-lawyer',
      'auth',
      'callback',
      'complaint',
      'consultation-choice',
      'consultation-request',
      'rate-consultation',
      'sign-in-required',
    ]);
  });

  it("checks each entry against the remote's declared props", () => {
    // A page is not a dialog, and one kind's dialog does not take another kind's intent.
    expectTypeOf<{
      remote: 'mf_directory';
      expose: './DirectoryPage';
    }>().not.toMatchTypeOf<
      RemoteModuleRef<ComponentType<{ intent: unknown; onClose: () => void }>>
    >();
    expectTypeOf<{
      module: { remote: 'mf_support_widgets'; expose: './ComplaintDialog' };
      area: 'overlays.areas.callback';
    }>().not.toMatchTypeOf<OverlayEntry<'callback'>>();
    expectTypeOf<{
      module: { remote: 'mf_support_widgets'; expose: './CallbackDialog' };
      area: 'overlays.areas.callback';
    }>().toMatchTypeOf<OverlayEntry<'callback'>>();
  });
});
