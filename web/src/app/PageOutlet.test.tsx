import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PageOutlet } from './PageOutlet';
import { HYDRATED_MARK } from './HydratedMark';

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute(HYDRATED_MARK);
});

/** A lazily loaded page whose chunk arrives when the test says so. */
function pageArrivingLater() {
  let arrive = () => {};
  const Page = lazy(
    () =>
      new Promise<{ default: () => React.JSX.Element }>((resolve) => {
        arrive = () => resolve({ default: () => <h1>The page</h1> });
      }),
  );
  return { Page, arrive: () => arrive() };
}

describe('PageOutlet', () => {
  it("marks <html> data-hydrated only once the page's own chunk has arrived and rendered", async () => {
    const { Page, arrive } = pageArrivingLater();
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route element={<PageOutlet />}>
            <Route index element={<Page />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(document.documentElement.hasAttribute(HYDRATED_MARK)).toBe(false);
    await act(async () => {
      arrive();
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(document.documentElement.hasAttribute(HYDRATED_MARK)).toBe(true);
  });
});
