// Type-level checks, run by the package's type check (tsc --noEmit over src): the seam and the
// tests' fake keep to the voice SDK's declared events and method signatures, so an SDK upgrade
// that renames an event or changes a method fails the build instead of the call.
import type Vapi from '@vapi-ai/web';
import { expectTypeOf } from 'vitest';
import { FakeVoiceClient } from '../../../test/fakeVoiceClient';
import type { VoiceClient, VoiceEventListener, VoiceEventName } from './voiceClient';

// The events the dialog listens to are events the SDK declares (`VapiEventNames`).
expectTypeOf<
  'call-start' | 'call-end' | 'error' | 'camera-error' | 'message' | 'volume-level'
>().toExtend<VoiceEventName>();
expectTypeOf<'call-started'>().not.toExtend<VoiceEventName>();
// ...with the SDK's listener for each (`VapiEventListeners`).
expectTypeOf<VoiceEventListener<'volume-level'>>().toEqualTypeOf<(volume: number) => void>();
expectTypeOf<VoiceEventListener<'call-start'>>().toEqualTypeOf<() => void>();
expectTypeOf<VoiceEventListener<'call-end'>>().toEqualTypeOf<() => void>();

// The SDK's client is what the seam hands out...
expectTypeOf<Vapi>().toExtend<VoiceClient>();
expectTypeOf<Parameters<Vapi['on']>[0]>().toEqualTypeOf<VoiceEventName>();
// ...and so is the fake, with the SDK's own method signatures.
expectTypeOf<FakeVoiceClient>().toExtend<VoiceClient>();
expectTypeOf<FakeVoiceClient['start']>().toExtend<Vapi['start']>();
expectTypeOf<FakeVoiceClient['stop']>().toExtend<Vapi['stop']>();
expectTypeOf<FakeVoiceClient['setMuted']>().toExtend<Vapi['setMuted']>();
expectTypeOf<FakeVoiceClient['isMuted']>().toExtend<Vapi['isMuted']>();
expectTypeOf<Parameters<FakeVoiceClient['start']>>().toEqualTypeOf<Parameters<Vapi['start']>>();
expectTypeOf<Parameters<FakeVoiceClient['emit']>[0]>().toEqualTypeOf<VoiceEventName>();
// The fake emits only what the SDK's listeners take.
declare const fake: FakeVoiceClient;
expectTypeOf(fake.emit<'volume-level'>).parameters.toEqualTypeOf<['volume-level', number]>();
expectTypeOf(fake.emit<'call-end'>).parameters.toEqualTypeOf<['call-end']>();
