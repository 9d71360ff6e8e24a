import { describe, expect, it } from 'vitest';
import { initialShellState, shellReducer, UnknownShellActionError, type ShellAction } from '@/client/shell-state';

describe('shell reducer (spec §3, §4)', () => {
  it('starts with every shell flag off and the app flag off', () => {
    expect(Object.values(initialShellState.flags).every((v) => v === false)).toBe(true);
    expect(initialShellState.app.isApp).toBe(false);
  });

  it('sets flags, app state and device info without touching the rest', () => {
    let state = shellReducer(initialShellState, { type: 'setFlag', flag: 'isAuthorized', value: true });
    state = shellReducer(state, { type: 'setIpLocation', city: 'Pune', lat: 18.5, lng: 73.8, pincode: '411001' });
    state = shellReducer(state, {
      type: 'setDeviceInfo',
      device: { deviceBrand: 'Xiaomi', deviceId: 'd1', deviceName: 'Redmi' },
    });
    expect(state.flags.isAuthorized).toBe(true);
    expect(state.flags.isLoading).toBe(false);
    expect(state.app).toMatchObject({
      ipBasedCity: 'Pune',
      ipBasedLat: 18.5,
      ipBasedLng: 73.8,
      ipBasedPincode: '411001',
    });
    expect(state.device?.deviceBrand).toBe('Xiaomi');
    expect(initialShellState.flags.isAuthorized).toBe(false);
  });

  it('throws on an unknown action', () => {
    expect(() => shellReducer(initialShellState, { type: 'fly' } as unknown as ShellAction)).toThrow(
      UnknownShellActionError,
    );
  });
});
