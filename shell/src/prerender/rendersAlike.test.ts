import { describe, expect, it } from 'vitest';
import { rendersAlike, routeFor } from './rendersAlike';

describe('routeFor', () => {
  it('names the route of AppRoutes that renders a path, as React Router matches it', () => {
    expect(routeFor('/')).toBe('/');
    expect(routeFor('/lawyers')).toBe('/lawyers');
    expect(routeFor('/Lawyers/')).toBe('/lawyers');
    expect(routeFor('/lawyers/abc')).toBe('/lawyers/:id');
    expect(routeFor('/client-dashboard')).toBe('/client-dashboard');
    expect(routeFor('/lawyers/x/y')).toBe('*');
    expect(routeFor('/no-such-page')).toBe('*');
  });
});

describe('rendersAlike', () => {
  it('holds for the prerendered pages at the paths they are served for', () => {
    expect(rendersAlike('/', '/')).toBe(true);
    expect(rendersAlike('/404', '/no-such-page')).toBe(true);
    expect(rendersAlike('/404', '/client-dashboard/unknown')).toBe(true);
  });

  it('fails for another route', () => {
    expect(rendersAlike('/', '/index.html')).toBe(false);
    expect(rendersAlike('/', '/lawyers')).toBe(false);
  });

  it('fails where the header marks another link as current', () => {
    // A 404 below /lawyers marks Find Lawyers; the prerendered 404 page marks nothing.
    expect(rendersAlike('/404', '/lawyers/x/y')).toBe(false);
  });
});
