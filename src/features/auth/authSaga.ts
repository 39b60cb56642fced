import { eventChannel, type EventChannel } from 'redux-saga';
import { call, getContext, put, take } from 'redux-saga/effects';
import type { AuthAccount, Services } from '@/services/types';
import { authStateChanged } from './authSlice';

type Report = { account: AuthAccount | null };

function authChannel(services: Services): EventChannel<Report> {
  return eventChannel<Report>((emit) => services.auth.subscribe((account) => emit({ account })));
}

export function* watchAuthState() {
  const services = (yield getContext('services')) as Services;
  const channel = (yield call(authChannel, services)) as EventChannel<Report>;
  try {
    while (true) {
      const { account } = (yield take(channel)) as Report;
      if (!account) {
        yield put(authStateChanged(null));
        continue;
      }
      const token = (yield call([services.auth, services.auth.getIdToken])) as string | null;
      yield put(
        authStateChanged({
          uid: account.uid,
          name: account.displayName ?? account.email ?? '',
          email: account.email ?? '',
          role: 'user',
          token: token ?? '',
        }),
      );
    }
  } finally {
    channel.close();
  }
}

export function* authSaga() {
  yield call(watchAuthState);
}
