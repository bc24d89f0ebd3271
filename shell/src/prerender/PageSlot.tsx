import { PageSkeleton } from '../ui/PageStatus';

/**
 * Where a remote's page goes in its route's frame: the page skeleton between two inert markers
 * naming the page's module. A server that has the remote's prerendered first state of that page
 * (`prerender/<exposed name>.html` beside the remote's manifest) puts it in the skeleton's place
 * (scripts/lib/page-fragments.mjs); any other server sends the skeleton.
 */
export function PageSlot({ moduleId }: { moduleId: string }) {
  return (
    <>
      <template data-page={moduleId} />
      <PageSkeleton />
      <template data-page-end="" />
    </>
  );
}
