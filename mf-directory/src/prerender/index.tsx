/**
 * mf_directory's prerender (a Node build, createPrerenderConfig in rspack.config.mjs): the first
 * state of its pages as HTML fragments, published beside its manifest under `prerender/`. The
 * shell's server puts a page's fragment into the route's frame (scripts/lib/documents.mjs), so
 * the page's heading, search box, filters and skeleton cards paint from HTML before any script
 * runs, and from this remote's current release, whatever the shell's.
 */
import { renderToString } from 'react-dom/server';
import DirectoryPage from '../exposes/DirectoryPage';
import { renderFragment } from './renderFragment';

/** The files to write under `dist/` (no page template: a remote's build has none). */
export function prerender(): Record<string, string> {
  return {
    // The page at /lawyers with no filter: what a first visit shows before its read returns.
    'prerender/DirectoryPage.html': renderFragment(<DirectoryPage />, '/lawyers', renderToString),
  };
}
