import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { GlobalLoadingProvider, useGlobalLoading, useIsGlobalLoading } from './global-loading.tsx';

function Work({ name }: { name: string }) {
  const [active, setActive] = useState(true);
  useGlobalLoading(active);
  return (
    <button type="button" onClick={() => setActive(false)}>
      finish {name}
    </button>
  );
}

function Flag() {
  return <p>{useIsGlobalLoading() ? 'loading' : 'idle'}</p>;
}

describe('global loading', () => {
  it('stays up until the last of several overlapping pieces of work ends', () => {
    render(
      <GlobalLoadingProvider>
        <Work name="a" />
        <Work name="b" />
        <Flag />
      </GlobalLoadingProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'finish a' }).click());
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'finish b' }).click());
    expect(screen.getByText('idle')).toBeInTheDocument();
  });

  it('ends work whose component unmounts', () => {
    function Toggle() {
      const [shown, setShown] = useState(true);
      return (
        <>
          {shown && <Work name="c" />}
          <button type="button" onClick={() => setShown(false)}>
            unmount
          </button>
        </>
      );
    }
    render(
      <GlobalLoadingProvider>
        <Toggle />
        <Flag />
      </GlobalLoadingProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'unmount' }).click());
    expect(screen.getByText('idle')).toBeInTheDocument();
  });
});
