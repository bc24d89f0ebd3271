import type { MicrophoneProblem } from '../model/microphoneProblem';

/** 'denied' when the browser says microphone access is blocked; null when it cannot tell. */
async function microphonePermission(): Promise<PermissionState | null> {
  try {
    // 'microphone' is not a PermissionName in every browser (Firefox before 133 throws).
    const status = await navigator.permissions?.query({ name: 'microphone' as PermissionName });
    return status?.state ?? null;
  } catch {
    return null;
  }
}

/**
 * True only when the browser lists devices and none of them is a microphone. Before access is
 * granted some browsers list nothing at all, which proves nothing.
 */
async function lacksMicrophone(media: MediaDevices): Promise<boolean> {
  try {
    const devices = (await media.enumerateDevices?.()) ?? [];
    return devices.length > 0 && !devices.some((device) => device.kind === 'audioinput');
  } catch {
    return false;
  }
}

/**
 * What the browser already says against a voice call, before the SDK is downloaded: no
 * getUserMedia or no WebRTC (an unsupported browser, or a page that is not https), microphone
 * access blocked, or no microphone. Null when nothing is known to be wrong; the SDK's own
 * `camera-error` covers what shows only once the call asks for the microphone.
 */
export async function checkMicrophoneAccess(): Promise<MicrophoneProblem | null> {
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (typeof RTCPeerConnection === 'undefined' || typeof media?.getUserMedia !== 'function') {
    return 'unsupported-browser';
  }
  if ((await microphonePermission()) === 'denied') return 'permission-denied';
  if (await lacksMicrophone(media)) return 'no-microphone';
  return null;
}
