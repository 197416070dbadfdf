import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The suite shares two cores with the API and browser tests: give asynchronous UI updates room.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
