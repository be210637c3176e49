import { describe, expect, it } from 'vitest';
import { formatBeijingTime } from '../../core/date';

describe('formatBeijingTime', () => {
  it('shows UTC+8 regardless of the machine time zone', () => {
    expect(formatBeijingTime('2024-12-31T16:30:00.000Z')).toBe('2025/01/01 00:30');
  });
});
