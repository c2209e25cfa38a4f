// Child process of the benchmark: a bare Express 5 app answering a fixed JSON body — the framework's own ceiling
// on this machine, measured beside our routes so their figures can be read as a ratio of it.

import express from 'express';

const app = express();
const body = { zone: { base_zone: 'RD', zone_code: 'RD (f12.0; a370; d0.6)' }, parcel: null };
app.get('/ping', (_req, res) => {
  res.json(body);
});
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
