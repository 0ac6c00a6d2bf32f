import { startRedsysBank } from './redsys-bank';

/** `npm run redsys:bank [-- --port 8090]`: the local Redsys stand-in, and the shop settings to reach it. */
const portArg = process.argv.indexOf('--port');
const port = portArg > 0 ? Number(process.argv[portArg + 1]) : 8090;
const bank = await startRedsysBank({ port });
const { merchantCode, terminal, secretKey } = bank.merchant;
process.stdout.write(`Redsys stand-in listening on ${bank.origin} (test cards on its page). Start the shop with:

PAYMENT_GATEWAY=redsys \\
REDSYS_URL=${bank.paymentUrl} \\
REDSYS_REST_URL=${bank.restUrl} \\
REDSYS_QUERY_URL=${bank.queryUrl} \\
REDSYS_MERCHANT_CODE=${merchantCode} REDSYS_TERMINAL=${terminal} \\
REDSYS_SECRET_KEY=${secretKey} \\
REDSYS_PAY_METHODS=z npm start
`);
const stop = () => void bank.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
