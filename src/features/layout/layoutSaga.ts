import { eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, put, select, spawn, take, takeEvery } from 'typed-redux-saga';
import { getServices } from '@/lib/services';
import type { KeyValueStore } from '@/services/types';
import {
  SETTINGS_CHANGES,
  fullscreenChanged,
  fullscreenToggleClicked,
  selectLayoutSettings,
  settingsRestored,
  settingsSynced,
  viewportChanged,
} from './layoutSlice';
import {
  SETTINGS_KEY,
  documentAttributes,
  parseSavedSettings,
  serializeSettings,
  settingsFromUrl,
  type LayoutSettings,
} from './settings';

/** Up to this width the left menu is an overlay (Bootstrap's lg breakpoint minus one). */
export const MOBILE_QUERY = '(max-width: 991.98px)';

let rtlStyles: Promise<unknown> | null = null;

/** Bootstrap's right-to-left corrections: a separate chunk, fetched only by RTL visitors. */
function loadRtlStyles(): Promise<unknown> {
  rtlStyles ??= import(/* webpackChunkName: "rtl" */ '@/styles/rtl.scss').catch(() => {
    rtlStyles = null; // a failed chunk load may be retried at the next switch
  });
  return rtlStyles;
}

export function applyToDocument(settings: LayoutSettings): void {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(documentAttributes(settings))) {
    if (root.getAttribute(name) !== value) root.setAttribute(name, value);
  }
}

function* applySettings(settings: LayoutSettings) {
  yield* call(applyToDocument, settings);
  // Spawned: applying and saving never wait for the style sheet to arrive.
  if (settings.dir === 'rtl') yield* spawn(loadRtlStyles);
}

function currentSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}

/**
 * Start: the URL's overrides when it has any (the saved settings stay unread and
 * untouched), else the saved settings, each corrupt field falling back to its default.
 */
export function* restoreSettings(storage: KeyValueStore, known: KnownSettings) {
  const search = yield* call(currentSearch);
  const fromUrl = settingsFromUrl(search);
  const settings = fromUrl ?? parseSavedSettings(yield* call([storage, storage.get], SETTINGS_KEY));
  known.text = serializeSettings(settings);
  yield* put(settingsRestored(settings));
  yield* call(applySettings, settings);
}

/** The settings this tab last restored, synced or saved, to tell a real change from a no-op. */
interface KnownSettings {
  text: string;
}

/**
 * After a person's action: when the settings really changed, apply and save them (all of
 * them, so overrides from the URL are kept once the person changes anything).
 */
function* handleSettingsChange(storage: KeyValueStore, known: KnownSettings) {
  const settings = yield* select(selectLayoutSettings);
  const text = serializeSettings(settings);
  if (text === known.text) return;
  known.text = text;
  yield* call(applySettings, settings);
  yield* call([storage, storage.set], SETTINGS_KEY, text);
}

interface StorageReport {
  value: string | null;
}

function storageChannel(storage: KeyValueStore): EventChannel<StorageReport> {
  // eventChannel cannot carry null, so every report is wrapped.
  return eventChannel((emit) => storage.subscribe(SETTINGS_KEY, (value) => emit({ value })));
}

/** Another tab saved (or removed) the settings: follow at once, without saving back. */
export function* watchOtherTabs(storage: KeyValueStore, known: KnownSettings) {
  const channel = yield* call(storageChannel, storage);
  try {
    while (true) {
      const { value } = yield* take(channel);
      const settings = parseSavedSettings(value);
      known.text = serializeSettings(settings);
      yield* put(settingsSynced(settings));
      yield* call(applySettings, settings);
    }
  } finally {
    channel.close();
  }
}

function mediaChannel(query: MediaQueryList): EventChannel<boolean> {
  return eventChannel((emit) => {
    const onChange = (event: MediaQueryListEvent) => emit(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  });
}

function mobileQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(MOBILE_QUERY)
    : null;
}

/** Small or wide screen: the menu's mode follows the viewport. */
export function* watchViewport() {
  const query = yield* call(mobileQuery);
  if (!query) return;
  yield* put(viewportChanged({ mobile: query.matches }));
  const channel = yield* call(mediaChannel, query);
  try {
    while (true) {
      const mobile = yield* take(channel);
      yield* put(viewportChanged({ mobile }));
    }
  } finally {
    channel.close();
  }
}

function isFullscreen(): boolean {
  return typeof document !== 'undefined' && document.fullscreenElement != null;
}

async function toggleFullscreen(): Promise<void> {
  try {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await document.documentElement.requestFullscreen();
  } catch {
    // Refused (no user gesture, iframe without permission, no API): nothing changes.
  }
}

function fullscreenChannel(): EventChannel<boolean> {
  return eventChannel((emit) => {
    const onChange = () => emit(isFullscreen());
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  });
}

export function* watchFullscreen() {
  yield* takeEvery(fullscreenToggleClicked, function* handleFullscreenToggleClicked() {
    yield* call(toggleFullscreen);
  });
  const channel = yield* call(fullscreenChannel);
  try {
    while (true) {
      const on = yield* take(channel);
      yield* put(fullscreenChanged(on));
    }
  } finally {
    channel.close();
  }
}

export function* layoutSaga() {
  const { storage } = yield* getServices();
  const known: KnownSettings = { text: '' };
  yield* call(restoreSettings, storage, known);
  yield* takeEvery([...SETTINGS_CHANGES], handleSettingsChange, storage, known);
  yield* fork(watchOtherTabs, storage, known);
  yield* fork(watchViewport);
  yield* fork(watchFullscreen);
}
