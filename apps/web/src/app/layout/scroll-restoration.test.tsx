import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, useNavigate } from '@/lib/router/router';
import { ScrollRestoration } from './scroll-restoration';

function Page() {
  const navigate = useNavigate();
  return (
    <>
      <Link to="/projects">Projects</Link>
      <Link to="/projects?sort=new" preventScrollReset>
        Newest, in place
      </Link>
      <button onClick={() => navigate('/projects?sort=old', { preventScrollReset: true })}>
        Oldest, in place
      </button>
    </>
  );
}

describe('scroll restoration', () => {
  beforeEach(() => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <ScrollRestoration />
        <Page />
      </MemoryRouter>,
    );
    vi.mocked(window.scrollTo).mockClear();
  });

  it('opens a new page at the top', () => {
    fireEvent.click(screen.getByRole('link', { name: 'Projects' }));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the scroll position for a link with preventScrollReset', () => {
    fireEvent.click(screen.getByRole('link', { name: 'Newest, in place' }));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the scroll position for navigate() with preventScrollReset', () => {
    fireEvent.click(screen.getByRole('button', { name: 'Oldest, in place' }));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
