import { useState } from 'react';
import { Popover } from '../../theme/components/Popover';
import { CALCULATOR_FIELDS } from './fields';
import { type CalculatorInput, calculate, DEFAULT_INPUT, DURATION_UNITS, type DurationUnit, formatYuan } from './logic';

/** Rainbond Cloud 价格计算器: inputs validated per field, total and breakdown in yuan. */
export function Calculator() {
  const [input, setInput] = useState<CalculatorInput>(DEFAULT_INPUT);
  const result = calculate(input);
  const errors = result.ok ? {} : result.errors;
  const set = (field: keyof CalculatorInput, value: string) => setInput((current) => ({ ...current, [field]: value }));

  return (
    <section className="mx-auto max-w-4xl px-5 py-12" data-testid="calculator">
      <h1 className="text-3xl font-bold text-ink">Rainbond Cloud 价格计算器</h1>
      <p className="mt-3 leading-7 text-muted">按小时计费：输入需要的资源量和使用时长，得到预估费用与各项资源的明细。</p>
      <div className="mt-8 grid gap-6 narrow:grid-cols-2">
        {CALCULATOR_FIELDS.map((field) => (
          <label key={field.id} className="block">
            <span className="text-sm font-medium text-ink">{field.label}</span>
            <span className="mt-1 flex items-center gap-2">
              <input
                type="text"
                name={field.id}
                inputMode="decimal"
                value={input[field.id]}
                onChange={(event) => set(field.id, event.target.value)}
                aria-invalid={Boolean(errors[field.id])}
                aria-describedby={errors[field.id] ? `${field.id}-error` : undefined}
                className="w-full rounded-md border border-line px-3 py-2 aria-[invalid=true]:border-red-500"
              />
              <span className="shrink-0 text-sm text-muted">{field.unit}</span>
            </span>
            {errors[field.id] && (
              <span id={`${field.id}-error`} role="alert" className="mt-1 block text-sm text-red-600">
                {errors[field.id]}
              </span>
            )}
          </label>
        ))}
        <div>
          <label htmlFor="duration" className="text-sm font-medium text-ink">
            使用时长
          </label>
          <span className="mt-1 flex items-center gap-2">
            <input
              id="duration"
              type="text"
              name="duration"
              inputMode="decimal"
              value={input.duration}
              onChange={(event) => set('duration', event.target.value)}
              aria-invalid={Boolean(errors.duration)}
              aria-describedby={errors.duration ? 'duration-error' : undefined}
              className="w-full rounded-md border border-line px-3 py-2 aria-[invalid=true]:border-red-500"
            />
            <select
              aria-label="时长单位"
              name="unit"
              value={input.unit}
              onChange={(event) => set('unit', event.target.value as DurationUnit)}
              className="rounded-md border border-line px-2 py-2"
            >
              {DURATION_UNITS.map((unit) => (
                <option key={unit.id} value={unit.id}>
                  {unit.label}
                </option>
              ))}
            </select>
          </span>
          {errors.duration && (
            <span id="duration-error" role="alert" className="mt-1 block text-sm text-red-600">
              {errors.duration}
            </span>
          )}
        </div>
      </div>
      <div className="mt-10 rounded-xl border border-line bg-surface p-6" aria-live="polite">
        <p className="flex items-center gap-3 text-sm text-muted">
          预估费用
          <Popover label="如何计算？" title="计费方式" testId="pricing-popover">
            内存、CPU 和存储按“单价 × 用量 × 小时数”计费，流量按使用总量（MB）计费。时长换算：
            {DURATION_UNITS.filter((unit) => unit.hours > 1)
              .map((unit) => `1 ${unit.label} = ${unit.hours.toLocaleString('zh-CN')} 小时`)
              .join('，')}
            。结果是按公开单价得出的预估，实际费用以账单为准。
          </Popover>
        </p>
        <p className="mt-1 text-4xl font-bold text-brand-600" data-testid="calculator-total">
          {result.ok ? formatYuan(result.quote.total) : '—'}
        </p>
        {result.ok && (
          <dl className="mt-4 grid grid-cols-2 gap-2 text-sm narrow:grid-cols-4" data-testid="calculator-breakdown">
            {CALCULATOR_FIELDS.map((field) => (
              <div key={field.id}>
                <dt className="text-muted">{field.short}</dt>
                <dd className="font-semibold text-ink">{formatYuan(result.quote.breakdown[field.id])}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
