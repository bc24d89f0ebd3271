import { server } from '@nyaya/shared-platform/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot } from './boot';
import { resetCatalogs } from './strings';
import { WIDGET_TAG } from './SupportWidgetElement';

const EMBED_ORIGIN = 'http://widgets.nyaya.test';
const API = 'http://api.nyaya.test';

const config = {
  supabase: { url: API, anonKey: 'sb_publishable_test' },
  contact: { phone: '+91 11 4000 1234', whatsapp: '+91 11 4000 1235', email: 'help@nyaya.test' },
  site: { url: 'http://nyaya.test' },
};

function scriptTag(partner?: string) {
  const script = document.createElement('script');
  script.src = `${EMBED_ORIGIN}/embed.js`;
  if (partner !== undefined) script.dataset.partner = partner;
  return script;
}

function answer(partner: (id: string | null) => Response) {
  const calls: { apikey: string | null; id: string | null }[] = [];
  server.use(
    http.get(`${EMBED_ORIGIN}/config.json`, () => HttpResponse.json(config)),
    http.get(`${API}/rest/v1/rpc/embed_partner`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('partner_id');
      calls.push({ apikey: request.headers.get('apikey'), id });
      return partner(id);
    }),
  );
  return calls;
}

afterEach(() => {
  document.querySelectorAll(WIDGET_TAG).forEach((widget) => widget.remove());
  document.documentElement.removeAttribute('lang');
  resetCatalogs();
});

describe('boot', () => {
  it('shows the Help button once the database names the partner', async () => {
    const calls = answer((id) =>
      HttpResponse.json({ id, name: 'Demo Legal Aid Society', frame_ticket: '1.ab' }),
    );
    await boot(scriptTag('demo-legal-aid'));
    expect(calls).toEqual([{ apikey: 'sb_publishable_test', id: 'demo-legal-aid' }]);
    const widget = document.querySelector(WIDGET_TAG)!;
    expect(widget.shadowRoot!.querySelector('[aria-haspopup="menu"]')).toHaveTextContent('Help');
    // The AI Lawyer entry opens our site in a new tab.
    const aiLawyer = widget.shadowRoot!.querySelector('[data-entry="ai-lawyer"]')!;
    expect(aiLawyer).toHaveAttribute('href', 'http://nyaya.test');
    expect(aiLawyer).toHaveAttribute('target', '_blank');
  });

  it('speaks Hindi when the script tag says data-language="hi", whatever the page', async () => {
    answer((id) => HttpResponse.json({ id, name: 'Demo Legal Aid Society', frame_ticket: '1.ab' }));
    document.documentElement.lang = 'en';
    const script = scriptTag('demo-legal-aid');
    script.dataset.language = 'hi';
    await boot(script);
    const widget = document.querySelector<HTMLElement>(WIDGET_TAG)!;
    expect(widget.lang).toBe('hi');
    const shadow = widget.shadowRoot!;
    expect(shadow.querySelector('[aria-haspopup="menu"]')).toHaveTextContent('सहायता');
    expect(shadow.querySelector('[data-entry="callback"]')).toHaveTextContent('कॉलबैक का अनुरोध करें');
    expect(shadow.querySelector('[data-entry="file-complaint"]')).toHaveTextContent(
      'शिकायत दर्ज करें',
    );
  });

  it('follows the partner page’s <html lang> when the tag names no language', async () => {
    answer((id) => HttpResponse.json({ id, name: 'Demo Legal Aid Society', frame_ticket: '1.ab' }));
    document.documentElement.lang = 'hi-IN';
    await boot(scriptTag('demo-legal-aid'));
    const widget = document.querySelector<HTMLElement>(WIDGET_TAG)!;
    expect(widget.lang).toBe('hi');
    expect(widget.shadowRoot!.querySelector('[aria-haspopup="menu"]')).toHaveTextContent('सहायता');
  });

  it('stays in English on an English page, even in a Hindi browser', async () => {
    answer((id) => HttpResponse.json({ id, name: 'Demo Legal Aid Society', frame_ticket: '1.ab' }));
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['hi-IN', 'en']);
    document.documentElement.lang = 'en-IN';
    await boot(scriptTag('demo-legal-aid'));
    const widget = document.querySelector<HTMLElement>(WIDGET_TAG)!;
    expect(widget.lang).toBe('en');
    expect(widget.shadowRoot!.querySelector('[aria-haspopup="menu"]')).toHaveTextContent('Help');
    vi.restoreAllMocks();
  });

  it('says on the console why an unknown partner gets no widget', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(() =>
      HttpResponse.json(
        {
          code: '22023',
          message: 'Unknown partner "nope".',
          hint: 'Check data-partner on the script tag.',
          details: null,
        },
        { status: 400 },
      ),
    );
    await boot(scriptTag('nope'));
    expect(document.querySelector(WIDGET_TAG)).toBeNull();
    expect(error).toHaveBeenCalledWith(
      '[NyayaConnect support widget] The widget is not shown. Unknown partner "nope". Check data-partner on the script tag.',
    );
  });

  it('says so when the page is not one of the partner’s', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(() =>
      HttpResponse.json(
        {
          code: '42501',
          message: 'The Demo support widget is not allowed on http://evil.test.',
          hint: null,
          details: null,
        },
        { status: 401 },
      ),
    );
    await boot(scriptTag('demo-legal-aid'));
    expect(document.querySelector(WIDGET_TAG)).toBeNull();
    expect(error.mock.calls[0]![0]).toContain('is not allowed on http://evil.test.');
  });

  it('needs data-partner, and asks nothing without it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = answer(() => HttpResponse.json({}));
    await boot(scriptTag());
    expect(calls).toEqual([]);
    expect(error.mock.calls[0]![0]).toContain('needs data-partner="<your partner id>"');
  });

  it('shows nothing when the runtime config cannot be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(`${EMBED_ORIGIN}/config.json`, () => new HttpResponse(null, { status: 503 })),
    );
    await boot(scriptTag('demo-legal-aid'));
    expect(document.querySelector(WIDGET_TAG)).toBeNull();
    expect(error.mock.calls[0]![0]).toContain(`${EMBED_ORIGIN}/config.json answered 503.`);
  });

  it('does nothing the second time it is on a page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer((id) => HttpResponse.json({ id, name: 'Demo' }));
    await boot(scriptTag('demo-legal-aid'));
    await boot(scriptTag('demo-legal-aid'));
    expect(document.querySelectorAll(WIDGET_TAG)).toHaveLength(1);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('opens the forms in a frame of the embed’s own origin, never in the page', async () => {
    answer((id) => HttpResponse.json({ id, name: 'Demo', frame_ticket: '1700000000.ab12' }));
    await boot(scriptTag('demo-legal-aid'));
    const shadow = document.querySelector(WIDGET_TAG)!.shadowRoot!;
    expect(shadow.querySelector('iframe')).toBeNull();
    // The first intent adds the frame; the page's shadow root never holds a form field.
    shadow.querySelector<HTMLButtonElement>('[aria-haspopup="menu"]')!.click();
    const frame = shadow.querySelector('iframe')!;
    const src = new URL(frame.src);
    expect(src.origin + src.pathname).toBe(`${EMBED_ORIGIN}/embed/frame.html`);
    expect(Object.fromEntries(new URLSearchParams(src.hash.slice(1)))).toEqual({
      partner: 'demo-legal-aid',
      ticket: '1700000000.ab12',
      lang: 'en',
    });
    expect(frame).toHaveAttribute('title', 'NyayaConnect support forms');
    expect(frame.hidden).toBe(true);
    expect(shadow.querySelector('input, textarea, form, dialog')).toBeNull();
  });
});
