import { useShellTranslation } from '../../i18n';
import { SLOTS } from '../../registry/registry';
import { preloadedModulesSettled, RemoteModule } from '../../remotes/RemoteModule';
import { useAfterFirstPaintIdle } from './useAfterFirstPaintIdle';

/**
 * The chat/contact widget of every page (the registry's floatingHelp slot), mounted only once
 * the page's own module has loaded (preloadPage) and the page has painted and gone idle, so its
 * downloads and first render never compete with the page's. It floats, so it shows no loading
 * state; if it fails, the failure is reported (RemoteBoundary) and the corner stays empty rather
 * than covering content with an error panel.
 */
export function FloatingHelpSlot() {
  const { t } = useShellTranslation();
  const ready = useAfterFirstPaintIdle({ after: preloadedModulesSettled });
  if (!ready) return null;
  const { module, area } = SLOTS.floatingHelp;
  return <RemoteModule module={module} area={t(area)} loading={false} fallback={() => null} />;
}
