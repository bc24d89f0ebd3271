import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../../primitives/Button/Button';
import { axeViolations } from '../../test-utils/axe';
import { renderWithTheme } from '../../test-utils/renderWithTheme';
import { PageHeader } from './PageHeader';

function Page({ titleRef }: { titleRef?: React.Ref<HTMLHeadingElement> }) {
  return (
    <main>
      <section aria-labelledby="page-title">
        <PageHeader
          title="My Dashboard"
          titleId="page-title"
          titleRef={titleRef}
          description="Welcome back, Asha"
          actions={<Button>New Request</Button>}
        />
      </section>
    </main>
  );
}

describe('PageHeader', () => {
  it('names the page by its level-1 heading, with the description and actions', () => {
    renderWithTheme(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'My Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Asha')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Request' })).toBeInTheDocument();
  });

  it('keeps the heading out of the Tab order unless the page moves focus to it', async () => {
    const user = userEvent.setup();
    const titleRef = createRef<HTMLHeadingElement>();
    const { rerender } = renderWithTheme(<Page />);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('tabindex');

    rerender(<Page titleRef={titleRef} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(titleRef.current).toBe(heading);
    titleRef.current?.focus();
    expect(heading).toHaveFocus();
    // From script only: Tab goes on to the actions.
    await user.tab();
    expect(screen.getByRole('button', { name: 'New Request' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(heading).not.toHaveFocus();
  });

  it('renders neither a description nor an actions box when there are none', () => {
    const { container } = renderWithTheme(<PageHeader title="Find a Lawyer" titleId="t" />);
    expect(container.querySelectorAll('p')).toHaveLength(0);
    expect(container.querySelector('header')?.children).toHaveLength(1);
  });

  it('has no axe violations', async () => {
    renderWithTheme(<Page />);
    expect(await axeViolations()).toEqual([]);
  });
});
