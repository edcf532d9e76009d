// The app's hooks on every request: the session lookup, the log of failed and slow requests, the
// answer caches dropped by a write, and the live streams ended before the server drains.
import type { AppInstance } from '../app-types';
import { registerSessionLookup } from '../auth/guards';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Requests slower than this are logged even when they succeed. */
const SLOW_REQUEST_MS = 1_000;

export function hooksPlugin(app: AppInstance) {
  const { services } = app;
  registerSessionLookup(app);
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode >= 400 || reply.elapsedTime >= SLOW_REQUEST_MS) {
      request.log.info(
        {
          req: { method: request.method, url: request.url },
          res: { statusCode: reply.statusCode },
          responseTime: reply.elapsedTime,
        },
        'request completed',
      );
    }
    done();
  });
  // A write request drops the cached answers before it answers, so its writer reads them back at
  // once (other processes and jobs drop theirs through the projects trigger's notification).
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READ_METHODS.has(request.method)) services.answerCaches.clear();
    done(null, payload);
  });
  // Open event streams end before the server waits for its connections to drain.
  app.addHook('preClose', () => services.realtime.close());
}
