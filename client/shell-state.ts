import type { ServiceableCity } from '@/lib/city-list';

/** Shell flags, app state and native device info of spec §3, in one reducer. */
export interface ShellState {
  flags: {
    isAppReady: boolean;
    isAuthorized: boolean;
    isLoading: boolean;
    showAppBanner: boolean;
    hideHeader: boolean;
    triggerAtcMessage: boolean;
    isABTestReady: boolean;
    disableShimmer: boolean;
  };
  app: {
    isApp: boolean;
    ipBasedCity: string | null;
    ipBasedLat: number | null;
    ipBasedLng: number | null;
    ipBasedPincode: string | null;
    serviceableCities: ServiceableCity[];
  };
  device: { deviceBrand: string; deviceId: string; deviceName: string } | null;
}

export type ShellFlag = keyof ShellState['flags'];

export type ShellAction =
  | { type: 'setFlag'; flag: ShellFlag; value: boolean }
  | { type: 'setIsApp'; value: boolean }
  | { type: 'setIpLocation'; city: string | null; lat: number | null; lng: number | null; pincode: string | null }
  | { type: 'setServiceableCities'; cities: ServiceableCity[] }
  | { type: 'setDeviceInfo'; device: ShellState['device'] };

export const initialShellState: ShellState = {
  flags: {
    isAppReady: false,
    isAuthorized: false,
    isLoading: false,
    showAppBanner: false,
    hideHeader: false,
    triggerAtcMessage: false,
    isABTestReady: false,
    disableShimmer: false,
  },
  app: {
    isApp: false,
    ipBasedCity: null,
    ipBasedLat: null,
    ipBasedLng: null,
    ipBasedPincode: null,
    serviceableCities: [],
  },
  device: null,
};

export class UnknownShellActionError extends Error {
  readonly code = 'UNKNOWN_SHELL_ACTION';
}

export function shellReducer(state: ShellState, action: ShellAction): ShellState {
  switch (action.type) {
    case 'setFlag':
      return { ...state, flags: { ...state.flags, [action.flag]: action.value } };
    case 'setIsApp':
      return { ...state, app: { ...state.app, isApp: action.value } };
    case 'setIpLocation':
      return {
        ...state,
        app: {
          ...state.app,
          ipBasedCity: action.city,
          ipBasedLat: action.lat,
          ipBasedLng: action.lng,
          ipBasedPincode: action.pincode,
        },
      };
    case 'setServiceableCities':
      return { ...state, app: { ...state.app, serviceableCities: action.cities } };
    case 'setDeviceInfo':
      return { ...state, device: action.device };
    default: {
      // Spec §4/§8: an unknown action is a programming error, never silently ignored.
      const unknown: never = action;
      throw new UnknownShellActionError(
        `Unknown shell action: ${JSON.stringify((unknown as { type?: unknown }).type)}`,
      );
    }
  }
}
