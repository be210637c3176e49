import { describe, expect, it } from 'vitest';
import { calloutTitle } from '../../theme/components/Callout';

describe('admonition titles', () => {
  it('gives an untitled admonition the Chinese name of its kind, whatever English the compiler chose', () => {
    expect(calloutTitle('warning', 'Warning')).toBe('警告');
    expect(calloutTitle('note', 'NOTE')).toBe('注意');
    expect(calloutTitle('tip')).toBe('提示');
    expect(calloutTitle('danger', 'danger')).toBe('危险');
    expect(calloutTitle('info', 'Info')).toBe('信息');
  });
  it('keeps a title the writer gave', () => {
    expect(calloutTitle('warning', '证书和地址')).toBe('证书和地址');
    expect(calloutTitle('tip', 'Tip of the day')).toBe('Tip of the day');
  });
});
