// Readiness checks for servers started as child processes.
import { request } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';

function probe(url) {
  return new Promise((resolve) => {
    const req = request(url, { method: 'GET', timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode !== undefined && response.statusCode < 500);
    });
    req.once('timeout', () => req.destroy());
    req.once('error', () => resolve(false));
    req.end();
  });
}

/** Resolves true once `url` answers (any status below 500), false after `timeoutMs`. */
export async function waitForHttp(url, { timeoutMs = 60_000, intervalMs = 300 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe(url)) return true;
    await delay(intervalMs);
  }
  return false;
}
