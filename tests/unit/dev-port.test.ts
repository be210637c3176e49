import { describe, expect, it } from 'vitest';
import { devServerAddress, portMovedNotice } from '../../plugins/dev-port';

describe('dev server port', () => {
  it('says nothing when the asked-for port was free, and names both ports when it was not', () => {
    expect(portMovedNotice(3000, 3000)).toBeNull();
    expect(portMovedNotice(3000, 3001)).toBe('port 3000 is in use: the dev server listens on port 3001 instead');
  });
  it('listens on 127.0.0.1:3000 unless PORT or HOST say otherwise', () => {
    expect(devServerAddress({})).toEqual({ port: 3000, host: '127.0.0.1' });
    expect(devServerAddress({ PORT: '4000', HOST: '0.0.0.0' })).toEqual({ port: 4000, host: '0.0.0.0' });
  });
});
