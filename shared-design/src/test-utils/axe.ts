import axe from 'axe-core';

/**
 * Rules about a whole page (its title, language, landmarks, one <h1>): a component test renders
 * a fragment, so they are the e2e accessibility spec's to check. So is colour contrast, which
 * needs the layout that jsdom does not compute.
 */
const PAGE_RULES = [
  'document-title',
  'html-has-lang',
  'landmark-one-main',
  'page-has-heading-one',
  'region',
  'color-contrast',
];

/**
 * The axe-core violations in `container` (the document by default), as 'rule: target' lines so
 * a failing test names the rule and the element.
 */
export async function axeViolations(container: Element | Document = document): Promise<string[]> {
  const results = await axe.run(container, {
    rules: Object.fromEntries(PAGE_RULES.map((rule) => [rule, { enabled: false }])),
    resultTypes: ['violations'],
  });
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}
