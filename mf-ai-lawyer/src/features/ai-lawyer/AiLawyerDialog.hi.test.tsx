import { changeLanguage } from '@nyaya/shared-platform';
import {
  mockPostgrest,
  renderWithProviders,
  testRuntimeConfig,
} from '@nyaya/shared-platform/testing';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AiLawyerDialog from '../../exposes/AiLawyerDialog';
import { FakeVoiceClient } from '../../test/fakeVoiceClient';
import { loadVoiceClient } from './voice/voiceClient';

// The seam: the SDK is never loaded here; the fake plays its part.
vi.mock('./voice/voiceClient', () => ({ loadVoiceClient: vi.fn() }));
const loadClient = vi.mocked(loadVoiceClient);

const VOICE = { publicKey: 'public-key', assistantId: 'assistant-1' };

let client: FakeVoiceClient;

function renderDialog(voice: object = VOICE) {
  return renderWithProviders(<AiLawyerDialog intent={{ kind: 'ai-lawyer' }} onClose={vi.fn()} />, {
    auth: { id: 'user-1', fullName: 'Asha Rao' },
    config: { ...testRuntimeConfig(), voice },
  });
}

const dialog = () => screen.getByRole('dialog', { name: 'एआई वकील सहायक' });

describe('the AI Lawyer dialog in Hindi', () => {
  beforeEach(async () => {
    client = new FakeVoiceClient();
    loadClient.mockReset();
    loadClient.mockResolvedValue(client);
    vi.stubGlobal('RTCPeerConnection', class {});
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: {
        getUserMedia: vi.fn(),
        enumerateDevices: vi.fn(async () => [{ kind: 'audioinput' }]),
      },
    });
    Object.defineProperty(navigator, 'permissions', {
      configurable: true,
      value: { query: vi.fn(async () => ({ state: 'prompt' })) },
    });
    await changeLanguage('hi');
  });

  afterEach(async () => {
    cleanup();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'mediaDevices');
    Reflect.deleteProperty(navigator, 'permissions');
    await changeLanguage('en');
  });

  it('is idle in Hindi: its title, description, Start, the history link and Close', async () => {
    renderDialog();
    expect(
      within(dialog()).getByText('अपने कानूनी सवाल पर हमारे एआई वकील से आवाज़ में बात करें।'),
    ).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'वॉइस परामर्श शुरू करें' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('link', { name: 'आपका परामर्श इतिहास' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    expect(within(dialog()).queryByText('Start Voice Consultation')).not.toBeInTheDocument();
  });

  it('starts the call with the Hindi greeting as the assistant’s first message', async () => {
    mockPostgrest('get', 'ai_lawyer_preferences', { body: [{ keep_transcripts: true }] });
    const view = renderDialog();
    const start = within(dialog()).getByRole('button', { name: 'वॉइस परामर्श शुरू करें' });
    await waitFor(() => expect(start).toBeEnabled());
    await view.user.click(start);
    await waitFor(() => expect(client.start).toHaveBeenCalled());
    expect(within(dialog()).getByRole('status')).toHaveTextContent('एआई वकील से जुड़ रहे हैं…');
    expect(client.start).toHaveBeenCalledExactlyOnceWith('assistant-1', {
      metadata: { userId: 'user-1', consultationId: expect.any(String) },
      firstMessage: 'नमस्ते, मैं NyayaConnect का एआई वकील हूँ। आपका कानूनी सवाल क्या है?',
    });
  });

  it('says in Hindi that voice is unavailable without its configuration', () => {
    renderDialog({});
    expect(within(dialog()).getByText('वॉइस परामर्श अभी उपलब्ध नहीं है।')).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'कॉलबैक का अनुरोध करें' })).toBeInTheDocument();
  });
});
