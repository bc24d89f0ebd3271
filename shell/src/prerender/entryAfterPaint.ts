import { EARLY_CLICKS } from '../startup/earlyClicks';

/**
 * A hydrated page's entry script, requested once the page has painted (docs/adr/0034). The page
 * is its HTML; a deferred entry would be fetched while the page is parsed and run the moment
 * parsing ends, and on a busy device the federation runtime, React DOM and the hydration then
 * hold the first paint for as long as they take. Here the browser paints first: the entry is
 * requested in the task after the browser reports the first contentful paint (where the paint
 * timing is not known, after the first frame), only after the document is parsed (as `defer`
 * would run it), at once in a tab that is not shown (it paints nothing), and after 3 s whatever
 * happens. Meanwhile it records the visitor's clicks (`EARLY_CLICKS`), which the page presses
 * again once it is live (src/startup/earlyInput.ts). The text is constant, so the site's policy
 * allows it by one hash (scripts/lib/security-headers.mjs hashes a page's inline scripts).
 */
const LOADER = [
  '(function(src){',
  // What the visitor presses before the page is live, for src/startup/earlyInput.ts.
  `var clicks=window.${EARLY_CLICKS}=[];`,
  "document.addEventListener('click',function(event){",
  `if(window.${EARLY_CLICKS}===clicks)clicks.push(event.target)},true);`,
  'var started=false;',
  'function load(){if(started)return;started=true;',
  "var script=document.createElement('script');script.src=src;document.head.appendChild(script)}",
  'function later(){setTimeout(load,0)}',
  'function afterPaint(){',
  "if(document.visibilityState==='hidden')return load();",
  'setTimeout(load,3000);',
  'var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];',
  "if(types.indexOf('paint')===-1)return requestAnimationFrame(later);",
  'new PerformanceObserver(function(list,observer){',
  "if(list.getEntriesByName('first-contentful-paint').length===0)return;",
  'observer.disconnect();later()',
  "}).observe({type:'paint',buffered:true})}",
  "if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',afterPaint);",
  'else afterPaint()',
  '})(document.currentScript.dataset.src)',
].join('');

/** The app shell's entry: one deferred script (the build's HtmlRspackPlugin). */
const DEFERRED_ENTRY = /<script defer src="([^"]+)"><\/script>/;

/** `document` with its deferred entry script requested after the first paint instead. */
export function entryAfterFirstPaint(document: string): string {
  const entry = DEFERRED_ENTRY.exec(document);
  if (!entry) throw new Error(`The app shell has no ${String(DEFERRED_ENTRY)} to load after paint`);
  return document.replace(
    DEFERRED_ENTRY,
    () => `<script data-src="${entry[1]}">${LOADER}</script>`,
  );
}
