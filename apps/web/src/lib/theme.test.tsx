import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

describe('theme', () => {
  it('is dark by default and says so with the dark class on <html>', () => {
    render(<ThemeProvider children={<ThemeProbe />} />);
    expect(screen.getByRole('button')).toHaveTextContent('theme: dark');
    expect(isDark()).toBe(true);
    expect(window.localStorage.getItem('theme')).toBe('dark');
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
