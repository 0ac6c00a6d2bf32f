import { startAeatStandIn } from './aeat';

/** `npm run verifactu:stand-in [-- --port 8091]`: the local AEAT stand-in, and the shop settings to reach it. */
const portArg = process.argv.indexOf('--port');
const port = portArg > 0 ? Number(process.argv[portArg + 1]) : 8091;
const aeat = await startAeatStandIn({ port, waitSeconds: 60 });
// Over plain http the certificate is not used, but sending needs one set.
process.stdout.write(`AEAT VERI*FACTU stand-in listening on ${aeat.url}. Start the shop with:

VERIFACTU_URL=${aeat.url} \\
VERIFACTU_CERT='-----BEGIN CERTIFICATE----- stand-in' \\
VERIFACTU_KEY='-----BEGIN PRIVATE KEY----- stand-in' npm start
`);
const stop = () => void aeat.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
