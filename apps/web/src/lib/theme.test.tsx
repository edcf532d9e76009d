import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider, useTheme } from './theme';

function ThemeProbe() {
  const { theme, toggleTheme } = useTheme();
  return (
    <button type="button" onClick={toggleTheme}>
      theme: {theme}
    </button>
  );
}

const isDark = () => document.documentElement.classList.contains('dark');

/** jsdom has no matchMedia: a system whose prefers-color-scheme is `light` or not, and can change. */
function systemPrefers(scheme: 'light' | 'dark') {
  const listeners = new Set<() => void>();
  let light = scheme === 'light';
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query === '(prefers-color-scheme: light)' && light;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    change(next: 'light' | 'dark') {
      light = next === 'light';
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('theme', () => {
  it('is dark by default and says so with the dark class on <html>', () => {
    render(<ThemeProvider children={<ThemeProbe />} />);
    expect(screen.getByRole('button')).toHaveTextContent('theme: dark');
    expect(isDark()).toBe(true);
    // Nothing is saved until the toggle is used: the next visit asks the system again.
    expect(window.localStorage.getItem('theme')).toBeNull();
  });

  it('follows the system on a first visit: light when it prefers light, dark when dark', () => {
    systemPrefers('light');
    const { unmount } = render(<ThemeProvider children={<ThemeProbe />} />);
    expect(screen.getByRole('button')).toHaveTextContent('theme: light');
    expect(isDark()).toBe(false);
    unmount();

    systemPrefers('dark');
    render(<ThemeProvider children={<ThemeProbe />} />);
    expect(screen.getByRole('button')).toHaveTextContent('theme: dark');
    expect(isDark()).toBe(true);
  });

  it('follows a change of the system preference until the toggle is used, then the toggle wins', async () => {
    const user = userEvent.setup();
    const system = systemPrefers('dark');
    render(<ThemeProvider children={<ThemeProbe />} />);

    system.change('light');
    expect(screen.getByRole('button')).toHaveTextContent('theme: light');

    await user.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('theme: dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    system.change('dark');
    system.change('light');
    expect(screen.getByRole('button')).toHaveTextContent('theme: dark');
    expect(isDark()).toBe(true);
  });

  it('restores a saved dark theme over a light system', () => {
    systemPrefers('light');
    window.localStorage.setItem('theme', 'dark');
    render(<ThemeProvider children={<ThemeProbe />} />);
    expect(screen.getByRole('button')).toHaveTextContent('theme: dark');
    expect(isDark()).toBe(true);
  });

  it('restores a saved light theme', () => {
    window.localStorage.setItem('theme', 'light');
    document.documentElement.classList.add('dark');
    render(<ThemeProvider children={<ThemeProbe />} />);
    expect(screen.getByRole('button')).toHaveTextContent('theme: light');
    expect(isDark()).toBe(false);
  });

  it('ignores a saved value that is not a theme', () => {
    window.localStorage.setItem('theme', 'purple');
    render(<ThemeProvider children={<ThemeProbe />} />);
    expect(screen.getByRole('button')).toHaveTextContent('theme: dark');
  });

  it('toggles between dark and light, saving each change', async () => {
    const user = userEvent.setup();
    render(<ThemeProvider children={<ThemeProbe />} />);

    await user.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('theme: light');
    expect(isDark()).toBe(false);
    expect(window.localStorage.getItem('theme')).toBe('light');

    await user.click(screen.getByRole('button'));
    expect(isDark()).toBe(true);
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });

  it('throws "useTheme must be used within a ThemeProvider" outside the provider', () => {
    // React reports the thrown error on the console as well; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ThemeProbe />)).toThrow(
      new Error('useTheme must be used within a ThemeProvider'),
    );
  });
});
