// Loaded into the Firebase emulators' process (scripts/stack.mjs, NODE_OPTIONS --require).
// The Hosting emulator parses each request's path with `new URL(path, 'http://' + host)` outside
// any try (firebase-tools, lib/hosting/initMiddleware.js). A path that begins with two slashes,
// or a slash and a backslash, reads as an address with an empty host: the parse throws, and the
// whole emulator process exits, and `npm start`'s portal with it. One phone that mistypes the
// address (`http://192.168.1.20:5000//`) was enough to end a party's evening.
// Here such a path is the page a browser means (`//` is `/`), and one that still cannot be parsed
// is answered 400 before any middleware sees it.
const http = require('node:http');

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function guardedEmit(event, request, response, ...rest) {
  if (event === 'request' && request && typeof request.url === 'string') {
    if (/^[/\\]{2,}/.test(request.url)) request.url = request.url.replace(/^[/\\]+/, '/');
    try {
      new URL(request.url, 'http://localhost');
    } catch {
      response.statusCode = 400;
      response.setHeader('Content-Type', 'text/plain; charset=utf-8');
      response.end('Ugyldig adresse.\n');
      return true;
    }
  }
  return emit.call(this, event, request, response, ...rest);
};
