import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copyText';

const execCommand = document.execCommand;

afterEach(() => {
  document.execCommand = execCommand;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('copyText', () => {
  it('uses the Clipboard API where it is allowed', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await expect(copyText('CP-7K3M-9Q2X', document.body)).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('CP-7K3M-9Q2X');
  });

  it('falls back to the copy command when the API refuses, focus kept', async () => {
    vi.stubGlobal('navigator', {
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('NotAllowedError')) },
    });
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();
    let selected = '';
    const execCommand = vi.fn((command: string) => {
      const area = document.querySelector('textarea');
      selected = area ? area.value.slice(area.selectionStart, area.selectionEnd) : '';
      return command === 'copy';
    });
    document.execCommand = execCommand;
    await expect(copyText('CP-7K3M-9Q2X', document.body)).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(selected).toBe('CP-7K3M-9Q2X');
    expect(document.querySelector('textarea')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('says when neither way worked', async () => {
    vi.stubGlobal('navigator', {});
    document.execCommand = vi.fn(() => false);
    await expect(copyText('CP-7K3M-9Q2X', document.body)).resolves.toBe(false);
  });
});
