import { describe, expect, it } from 'vitest';
import { formatPercent, progressBarWidth, progressPercent } from './format-progress';

describe('formatPercent', () => {
  it('shows progress with one decimal', () => {
    expect(formatPercent(45.67)).toBe('45.7%');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(100)).toBe('100.0%');
    expect(formatPercent(150)).toBe('150.0%');
    expect(formatPercent(1234.56)).toBe('1,234.6%');
  });

  it('rounds .x5 up', () => {
    expect(formatPercent(12.25)).toBe('12.3%');
    expect(formatPercent(0.05)).toBe('0.1%');
    expect(formatPercent(1.45)).toBe('1.5%');
  });
});

describe('progressPercent', () => {
  it('is raised over goal times 100, uncapped above 100%', () => {
    expect(progressPercent(45.67, 100)).toBeCloseTo(45.67);
    expect(progressPercent(50, 50)).toBe(100);
    expect(progressPercent(150, 100)).toBe(150);
    expect(progressPercent(0, 100)).toBe(0);
  });

  it('is 0 when the goal is 0, negative or not a number', () => {
    expect(progressPercent(10, 0)).toBe(0);
    expect(progressPercent(10, -5)).toBe(0);
    expect(progressPercent(10, Number.NaN)).toBe(0);
    expect(progressPercent(Number.NaN, 100)).toBe(0);
  });
});

describe('progressBarWidth', () => {
  it('caps the bar at 100 while the text can say 150.0%', () => {
    expect(progressBarWidth(150)).toBe(100);
    expect(progressBarWidth(100)).toBe(100);
    expect(progressBarWidth(99.9)).toBe(99.9);
    expect(formatPercent(150)).toBe('150.0%');
  });

  it('keeps the bar at 0 or more', () => {
    expect(progressBarWidth(-5)).toBe(0);
    expect(progressBarWidth(0)).toBe(0);
    expect(progressBarWidth(Number.NaN)).toBe(0);
  });

  it('takes another maximum', () => {
    expect(progressBarWidth(80, 50)).toBe(50);
    expect(progressBarWidth(30, 50)).toBe(30);
  });
});
