import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFormsFrame } from '../launcher/formsFrame';
import { FRAME_CHANNEL, readFrameMessage } from './frameMessages';
import { embeddingPageOrigin } from './pageOrigin';
import { readFrameParams } from './startFrame';

afterEach(() => document.body.replaceChildren());

describe('the messages between the page and the frame', () => {
  it('are only which form to open, ready and closed', () => {
    expect(readFrameMessage({ channel: FRAME_CHANNEL, type: 'open', form: 'complaint' })).toEqual({
      channel: FRAME_CHANNEL,
      type: 'open',
      form: 'complaint',
    });
    expect(readFrameMessage({ channel: FRAME_CHANNEL, type: 'closed', name: 'Meera' })).toEqual({
      channel: FRAME_CHANNEL,
      type: 'closed',
    });
    for (const other of [
      null,
      'open',
      { channel: 'other', type: 'ready' },
      { channel: FRAME_CHANNEL, type: 'open', form: 'anything' },
      { channel: FRAME_CHANNEL, type: 'values', name: 'Meera' },
    ]) {
      expect(readFrameMessage(other)).toBeNull();
    }
  });
});

describe('embeddingPageOrigin', () => {
  const framed = (ancestors: string[] | undefined, referrer = '') =>
    ({
      parent: {},
      location: {
        ancestorOrigins: ancestors && Object.assign([...ancestors], { contains: () => false }),
      },
      document: { referrer },
    }) as unknown as Window;

  it('is the nearest ancestor origin the browser reports, whatever the referrer says', () => {
    expect(
      embeddingPageOrigin(
        framed(['https://aid.example', 'https://top.example'], 'https://x.example/'),
      ),
    ).toBe('https://aid.example');
  });

  it('falls back to the referrer’s origin, and is null without either or when not framed', () => {
    expect(embeddingPageOrigin(framed(undefined, 'https://aid.example/help?q=1'))).toBe(
      'https://aid.example',
    );
    expect(embeddingPageOrigin(framed(undefined, ''))).toBeNull();
    expect(embeddingPageOrigin(framed(['null']))).toBeNull();
    const top = { location: {}, document: { referrer: '' } } as unknown as Window;
    (top as unknown as { parent: unknown }).parent = top;
    expect(embeddingPageOrigin(top)).toBeNull();
  });
});

describe('readFrameParams', () => {
  it('reads the partner and ticket from the fragment, and needs both', () => {
    expect(readFrameParams('#partner=demo&ticket=1.ab')).toEqual({
      partnerId: 'demo',
      ticket: '1.ab',
      language: 'en',
    });
    expect(readFrameParams('#partner=demo')).toBeNull();
  });

  it('reads the launcher’s language: Hindi when it says so, else English', () => {
    expect(readFrameParams('#partner=demo&ticket=1.ab&lang=hi')?.language).toBe('hi');
    expect(readFrameParams('#partner=demo&ticket=1.ab&lang=fr')?.language).toBe('en');
  });
});

describe('the forms frame on the partner’s page', () => {
  function mountFrame(language: 'en' | 'hi' = 'en') {
    const onClosed = vi.fn();
    const frame = createFormsFrame({
      embedUrl: new URL('http://widgets.nyaya.test/embed.js'),
      partnerId: 'demo',
      ticket: '1.ab',
      language,
      title: 'NyayaConnect support forms',
      onClosed,
    });
    document.body.append(frame.element);
    const post = (data: unknown, origin: string, source = frame.element.contentWindow) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    return { frame, onClosed, post };
  }

  it('tells the frame the widget’s language in its fragment', () => {
    const hash = (language: 'en' | 'hi') =>
      new URLSearchParams(new URL(mountFrame(language).frame.element.src).hash.slice(1));
    expect(hash('hi').get('lang')).toBe('hi');
    expect(hash('en').get('lang')).toBe('en');
    expect(hash('hi').get('partner')).toBe('demo');
  });

  it('listens only to its own frame on our origin', async () => {
    const { frame, onClosed, post } = mountFrame();
    const closed = { channel: FRAME_CHANNEL, type: 'closed' };
    post(closed, 'http://partner.test');
    post(closed, 'http://widgets.nyaya.test', window);
    expect(onClosed).not.toHaveBeenCalled();

    post(closed, 'http://widgets.nyaya.test');
    expect(onClosed).toHaveBeenCalledOnce();
    expect(frame.element.hidden).toBe(true);
  });

  it('opens a form once the frame is ready, posting only to our origin', async () => {
    const { frame, post } = mountFrame();
    const sent = vi.spyOn(frame.element.contentWindow!, 'postMessage');
    const opening = frame.open('callback');
    post({ channel: FRAME_CHANNEL, type: 'ready' }, 'http://widgets.nyaya.test');
    await opening;
    expect(frame.element.hidden).toBe(false);
    expect(sent).toHaveBeenCalledWith(
      { channel: FRAME_CHANNEL, type: 'open', form: 'callback' },
      'http://widgets.nyaya.test',
    );
  });
});
