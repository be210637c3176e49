import { RATES, type Resource } from './logic';

export const CALCULATOR_FIELDS: { id: Resource; label: string; short: string; unit: string }[] = [
  { id: 'memory', label: `内存（¥${RATES.memory}/GB·时）`, short: '内存', unit: 'GB' },
  { id: 'cpu', label: `CPU（¥${RATES.cpu}/核·时）`, short: 'CPU', unit: '核' },
  { id: 'storage', label: `存储（¥${RATES.storage}/GB·时）`, short: '存储', unit: 'GB' },
  { id: 'traffic', label: `流量（¥${RATES.traffic}/MB，按总量）`, short: '流量', unit: 'MB' },
];
