import { describe, expect, it } from 'vitest';
import { outputWritten, writingOutput } from '../../plugins/shared/outputWrites';

describe('output writes', () => {
  it('lets a hook that started later wait for the writing of one that started first, failed or not', async () => {
    const order: string[] = [];
    let finish: () => void = () => {};
    const twins = writingOutput(() => new Promise<void>((resolve) => (finish = resolve)).then(() => order.push('twins written')));
    const failing = writingOutput(() => Promise.reject(new Error('disk full')));
    const check = outputWritten().then(() => order.push('links checked'));
    await Promise.resolve();
    expect(order).toEqual([]);
    finish();
    await check;
    expect(order).toEqual(['twins written', 'links checked']);
    await expect(twins).resolves.toBe(1);
    await expect(failing).rejects.toThrow('disk full');
  });
});
