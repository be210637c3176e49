/** Rainbond Cloud rates in yuan: per unit·hour, traffic per MB. */
export const RATES = { memory: 0.020329, cpu: 0.038658, storage: 0.000209, traffic: 0.000782 } as const;

export const DURATION_UNITS = [
  { id: 'year', label: '年', hours: 8640 },
  { id: 'month', label: '月', hours: 720 },
  { id: 'day', label: '天', hours: 24 },
  { id: 'hour', label: '时', hours: 1 },
] as const;

export type DurationUnit = (typeof DURATION_UNITS)[number]['id'];
export type Resource = keyof typeof RATES;
export type FieldId = Resource | 'duration';

export interface CalculatorInput {
  memory: string;
  cpu: string;
  storage: string;
  traffic: string;
  duration: string;
  unit: DurationUnit;
}

export const DEFAULT_INPUT: CalculatorInput = { memory: '1', cpu: '0.2', storage: '0', traffic: '0', duration: '1', unit: 'month' };

export type ParsedField = { ok: true; value: number } | { ok: false; message: string };

/** Accepts a plain non-negative decimal; anything else gets a message for the field. */
export function parseAmount(raw: string): ParsedField {
  const text = raw.trim();
  if (text === '') return { ok: false, message: '请输入数值' };
  if (!/^-?\d+(\.\d+)?$/.test(text)) return { ok: false, message: '请输入数字' };
  const value = Number(text);
  if (value < 0) return { ok: false, message: '不能为负数' };
  return { ok: true, value };
}

export interface Quote {
  hours: number;
  breakdown: Record<Resource, number>;
  total: number;
}

export type CalculatorResult = { ok: true; quote: Quote } | { ok: false; errors: Partial<Record<FieldId, string>> };

/** Price for the given resources over the duration: rate × amount × hours for memory, CPU and storage, rate × MB for traffic. */
export function calculate(input: CalculatorInput): CalculatorResult {
  const fields: FieldId[] = ['memory', 'cpu', 'storage', 'traffic', 'duration'];
  const errors: Partial<Record<FieldId, string>> = {};
  const values = {} as Record<FieldId, number>;
  for (const field of fields) {
    const parsed = parseAmount(input[field]);
    if (parsed.ok) values[field] = parsed.value;
    else errors[field] = parsed.message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const unit = DURATION_UNITS.find((candidate) => candidate.id === input.unit) ?? DURATION_UNITS[1];
  const hours = values.duration * unit.hours;
  const breakdown = {
    memory: RATES.memory * values.memory * hours,
    cpu: RATES.cpu * values.cpu * hours,
    storage: RATES.storage * values.storage * hours,
    // Traffic is priced per MB transferred, not per hour.
    traffic: RATES.traffic * values.traffic,
  };
  const total = breakdown.memory + breakdown.cpu + breakdown.storage + breakdown.traffic;
  return { ok: true, quote: { hours, breakdown, total } };
}

export function formatYuan(amount: number): string {
  return `¥${amount.toFixed(2)}`;
}
