// Sentry's envelope format: a JSON header line, then item-header and payload line pairs.
// Payloads that are not JSON (attachments) stay text; a body without a JSON header is not one.
const parse = (line) => {
  try {
    return JSON.parse(line ?? '');
  } catch {
    return undefined;
  }
};

/** `{ header, items: [{ type, header, payload }] }`, or null when `body` is not an envelope. */
export function parseEnvelope(body) {
  const [first, ...lines] = body.split('\n');
  const header = parse(first);
  if (!header || typeof header !== 'object') return null;
  const items = [];
  for (let index = 0; index + 1 < lines.length; index += 2) {
    const itemHeader = parse(lines[index]);
    if (!itemHeader) break;
    items.push({
      type: String(itemHeader.type),
      header: itemHeader,
      payload: parse(lines[index + 1]) ?? lines[index + 1],
    });
  }
  return { header, items };
}
