import { act, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICKS } from './earlyClicks';
import { watchEarlyInput } from './earlyInput';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The live page: a controlled search field, as React renders it over the HTML. */
function LiveSearch({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <form role="search">
      <input
        name="q"
        type="search"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          onChange(event.target.value);
        }}
      />
    </form>
  );
}

/** The prerendered HTML of the same field, as the visitor found it. */
function prerendered(): { container: HTMLElement; field: HTMLInputElement } {
  const container = document.createElement('div');
  container.innerHTML = '<form role="search"><input name="q" type="search" value=""></form>';
  document.body.append(container);
  return { container, field: container.querySelector('input')! };
}

function renderAfresh(container: HTMLElement, onChange: (value: string) => void) {
  root = createRoot(container);
  act(() => root!.render(<LiveSearch onChange={onChange} />));
}

/** The HTML of `markup` in the document, as the server sent it. */
function htmlPage(markup: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  return container;
}

/** React takes the page over with `page`, then the early input is handed over. */
function goLive(
  container: HTMLElement,
  page: ReactNode,
  early: ReturnType<typeof watchEarlyInput>,
) {
  root = createRoot(container);
  act(() => root!.render(page));
  act(() => early.handOver());
}

describe('watchEarlyInput', () => {
  it('gives text typed into the HTML to the live field of the same name, with focus and selection', () => {
    const { container, field } = prerendered();
    field.focus();
    field.value = 'Sharma';
    field.setSelectionRange(2, 4);
    const early = watchEarlyInput(container);
    const onChange = vi.fn();

    renderAfresh(container, onChange);
    const live = container.querySelector('input')!;
    expect(live).not.toBe(field);
    expect(live.value).toBe('');
    act(() => early.handOver());

    expect(onChange).toHaveBeenCalledWith('Sharma');
    expect(live.value).toBe('Sharma');
    expect(document.activeElement).toBe(live);
    expect([live.selectionStart, live.selectionEnd]).toEqual([2, 4]);
  });

  it('leaves an untouched field and the focus alone', () => {
    const { container } = prerendered();
    const early = watchEarlyInput(container);
    const onChange = vi.fn();

    renderAfresh(container, onChange);
    act(() => early.handOver());

    expect(onChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it('waits for a live field that arrives after the first commit', async () => {
    const { container, field } = prerendered();
    field.value = 'Delhi';
    const early = watchEarlyInput(container);
    const onChange = vi.fn();

    root = createRoot(container);
    act(() => root!.render(<p>Loading...</p>));
    act(() => early.handOver());
    expect(onChange).not.toHaveBeenCalled();

    act(() => root!.render(<LiveSearch onChange={onChange} />));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('Delhi'));
  });

  it('keeps what the visitor already typed into the live field', () => {
    const { container, field } = prerendered();
    field.value = 'old';
    const early = watchEarlyInput(container);
    const onChange = vi.fn();

    renderAfresh(container, onChange);
    const live = container.querySelector('input')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    act(() => {
      setValue.call(live, 'new');
      live.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => early.handOver());

    expect(live.value).toBe('new');
    expect(onChange).not.toHaveBeenCalledWith('old');
  });

  it('clicks the live counterpart of a named button clicked on the HTML', () => {
    const container = htmlPage('<button type="button" name="menu">Menu</button>');
    const early = watchEarlyInput(container);
    container.querySelector('button')!.click();
    const onClick = vi.fn();

    goLive(
      container,
      <button type="button" name="menu" onClick={onClick}>
        Menu
      </button>,
      early,
    );

    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("presses a named button clicked before this module ran, as a hydrated page's loader recorded it", () => {
    const container = htmlPage(
      '<button type="button" name="language">English</button>' +
        '<button type="button" name="language">हिन्दी</button>',
    );
    const hindi = container.querySelectorAll('button')[1]!;
    window[EARLY_CLICKS] = [hindi];
    const early = watchEarlyInput(container);
    expect(window[EARLY_CLICKS], 'the recording stopped').toBeNull();
    const onClick = vi.fn();

    goLive(
      container,
      <>
        <button type="button" name="language" onClick={() => onClick('en')}>
          English
        </button>
        <button type="button" name="language" onClick={() => onClick('hi')}>
          हिन्दी
        </button>
      </>,
      early,
    );

    expect(onClick.mock.calls).toEqual([['hi']]);
  });

  it('presses nothing when the last click recorded before it ran was on no button or in-page link', () => {
    const container = htmlPage('<button type="button" name="menu">Menu</button><p>Text</p>');
    window[EARLY_CLICKS] = [container.querySelector('button')!, container.querySelector('p')!];
    const early = watchEarlyInput(container);
    const onClick = vi.fn();

    goLive(
      container,
      <>
        <button type="button" name="menu" onClick={onClick}>
          Menu
        </button>
        <p>Text</p>
      </>,
      early,
    );

    expect(onClick).not.toHaveBeenCalled();
  });

  it('clicks again, on a hydrated page, an in-page link clicked before this module ran', () => {
    const container = htmlPage('<a href="#complaints">Complaints</a>');
    const link = container.querySelector('a')!;
    window[EARLY_CLICKS] = [link];
    const early = watchEarlyInput(container);
    const onClick = vi.fn((event: Event) => event.preventDefault());
    // Hydration keeps the element: React attaches its handler to the same link.
    link.addEventListener('click', onClick);

    act(() => early.handOver());

    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not click again an in-page link clicked before this module ran whose target is on the page', () => {
    const container = htmlPage('<a href="#rights">Your rights</a><h2 id="rights">Your rights</h2>');
    const link = container.querySelector('a')!;
    window[EARLY_CLICKS] = [link];
    const early = watchEarlyInput(container);
    const onClick = vi.fn((event: Event) => event.preventDefault());
    link.addEventListener('click', onClick);

    act(() => early.handOver());

    expect(onClick).not.toHaveBeenCalled();
  });
});
