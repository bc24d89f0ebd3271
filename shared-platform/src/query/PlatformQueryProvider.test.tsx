import { useQuery, useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlatformQueryProvider, withPlatformQuery } from './PlatformQueryProvider';
import { createQueryClient, pageQueryClient } from './queryClient';

function Probe({ label = 'probe' }: { label?: string }) {
  const { data } = useQuery({ queryKey: [label], queryFn: async () => `${label} ok` });
  return <p>{data}</p>;
}

describe('PlatformQueryProvider', () => {
  it("lets plain TanStack hooks use the page's one client", async () => {
    render(
      <PlatformQueryProvider>
        <Probe />
      </PlatformQueryProvider>,
    );
    expect(await screen.findByText('probe ok')).toBeInTheDocument();
    expect(pageQueryClient().getQueryData(['probe'])).toBe('probe ok');
  });

  it('leaves an enclosing client in charge (a test or a dev host)', async () => {
    const testClient = createQueryClient({ test: true });
    let seen: unknown;
    function Reader() {
      seen = useQueryClient();
      return <Probe label="enclosed" />;
    }
    render(
      <PlatformQueryProvider client={testClient}>
        <PlatformQueryProvider>
          <Reader />
        </PlatformQueryProvider>
      </PlatformQueryProvider>,
    );
    expect(await screen.findByText('enclosed ok')).toBeInTheDocument();
    expect(seen).toBe(testClient);
    expect(pageQueryClient().getQueryData(['enclosed'])).toBeUndefined();
  });

  it('wraps an exposed module with withPlatformQuery', async () => {
    const Exposed = withPlatformQuery(Probe);
    expect(Exposed.displayName).toBe('withPlatformQuery(Probe)');
    render(<Exposed label="exposed" />);
    expect(await screen.findByText('exposed ok')).toBeInTheDocument();
  });
});
