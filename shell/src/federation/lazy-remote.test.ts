import { changeLanguage, registerTranslations, translateKey } from '@nyaya/shared-platform';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteComponent } from './lazy-remote';

const loadRemote = vi.hoisted(() => vi.fn());
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote }));

afterEach(async () => {
  await changeLanguage('en');
});

function Page() {
  return null;
}

describe('loadRemoteComponent', () => {
  it("resolves a Hindi page's remote module only once the strings it registered are in", async () => {
    await changeLanguage('hi');
    let deliverHindi: (catalog: object) => void = () => undefined;
    loadRemote.mockImplementation(async () => {
      // What a remote's exposed module does when it loads (its src/i18n/index.ts).
      registerTranslations('mf_lazy_test', {
        en: { title: 'Find Expert Lawyers' },
        hi: () => new Promise<object>((resolve) => (deliverHindi = resolve)),
      });
      return { default: Page };
    });

    let resolved = false;
    const loading = loadRemoteComponent('mf_lazy_test/Page').then((module) => {
      resolved = true;
      return module;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(resolved).toBe(false);

    deliverHindi({ title: 'विशेषज्ञ वकील खोजें' });
    expect((await loading).default).toBe(Page);
    expect(translateKey('mf_lazy_test:title')).toBe('विशेषज्ञ वकील खोजें');
  });

  it('resolves at once in English', async () => {
    loadRemote.mockResolvedValue({ default: Page });
    expect((await loadRemoteComponent('mf_lazy_test/Other')).default).toBe(Page);
  });

  it('rejects a module without a default-exported component', async () => {
    loadRemote.mockResolvedValue({});
    await expect(loadRemoteComponent('mf_lazy_test/Broken')).rejects.toThrow(
      'the module has no default-exported component',
    );
  });
});
