import { describe, expect, it } from 'vitest';
import { calculate, DEFAULT_INPUT, formatYuan, parseAmount, RATES } from '../../components/Calculator/logic';

describe('calculator', () => {
  it('prices the defaults for one month', () => {
    const result = calculate(DEFAULT_INPUT);
    if (!result.ok) throw new Error('defaults must be valid');
    expect(result.quote.hours).toBe(720);
    expect(result.quote.total).toBeCloseTo(RATES.memory * 1 * 720 + RATES.cpu * 0.2 * 720, 10);
    expect(formatYuan(result.quote.total)).toBe('¥20.20');
  });
  it.each([
    ['year', 8640],
    ['month', 720],
    ['day', 24],
    ['hour', 1],
  ] as const)('unit %s is %d hours', (unit, hours) => {
    const result = calculate({ ...DEFAULT_INPUT, unit, duration: '2' });
    expect(result.ok && result.quote.hours).toBe(hours * 2);
  });
  it('prices traffic per MB, independent of duration', () => {
    const result = calculate({ ...DEFAULT_INPUT, memory: '0', cpu: '0', traffic: '1000', duration: '3' });
    expect(result.ok && result.quote.breakdown.traffic).toBeCloseTo(0.782, 10);
  });
  it('reports each bad field and never yields NaN', () => {
    const result = calculate({ ...DEFAULT_INPUT, memory: '', cpu: '-1', storage: 'abc' });
    expect(result).toEqual({ ok: false, errors: { memory: '请输入数值', cpu: '不能为负数', storage: '请输入数字' } });
  });
  it('parses decimals and rejects exponent or hex forms', () => {
    expect(parseAmount(' 0.5 ')).toEqual({ ok: true, value: 0.5 });
    expect(parseAmount('1e3').ok).toBe(false);
    expect(parseAmount('0x10').ok).toBe(false);
  });
});
