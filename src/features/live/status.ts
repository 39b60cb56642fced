/**
 * Where the stream of live updates is:
 * - `off`: nobody is signed in (or not yet started);
 * - `connecting`: opening it for the first time in this session;
 * - `live`: open, events arrive;
 * - `reconnecting`: it dropped (network, server), opened again after a pause (backoff);
 * - `offline`: the browser is offline: paused until it is back;
 * - `back`: open again after a pause, said for a moment, then `live`;
 * - `closed`: the server ended it for this session (not reopened with that token).
 */
export type LiveStatus =
  'off' | 'connecting' | 'live' | 'reconnecting' | 'offline' | 'back' | 'closed';

export interface LiveState {
  status: LiveStatus;
}

/**
 * The stream's status; undefined until the feature is loaded (after sign-in). Apart from the
 * slice, so the top bar's chunk does not carry it.
 */
export const selectLiveStatus = (state: { live?: LiveState }): LiveStatus | undefined =>
  state.live?.status;
