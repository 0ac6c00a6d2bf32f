import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeVies = {
  /** The base URL to set as VIES_URL. */
  url: string;
  /** What each request asked, in order. */
  requests: { countryCode: string; vatNumber: string }[];
  close: () => Promise<void>;
};

/**
 * A local stand-in for the VIES REST API (`POST /check-vat-number`), answering by number:
 * `valid` and `invalid` lists, `failing` numbers get a 500, `hanging` ones never answer
 * (the caller's timeout fires), `memberStateDown` ones get VIES's 200 with MS_UNAVAILABLE.
 */
export async function startFakeVies(numbers: {
  valid?: string[];
  invalid?: string[];
  failing?: string[];
  hanging?: string[];
  memberStateDown?: string[];
}): Promise<FakeVies> {
  const requests: FakeVies['requests'] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/check-vat-number') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as { countryCode: string; vatNumber: string };
      requests.push(body);
      const full = `${body.countryCode}${body.vatNumber}`;
      const answer = (status: number, payload: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      const base = {
        countryCode: body.countryCode,
        vatNumber: body.vatNumber,
        requestDate: new Date().toISOString(),
      };
      if (numbers.hanging?.includes(full)) {
        hanging.add(res);
        return;
      }
      if (numbers.failing?.includes(full)) return answer(500, { errorWrappers: [{ error: 'INTERNAL' }] });
      if (numbers.memberStateDown?.includes(full))
        return answer(200, { ...base, valid: false, userError: 'MS_UNAVAILABLE' });
      if (numbers.valid?.includes(full))
        return answer(200, { ...base, valid: true, userError: 'VALID', name: 'ACME SARL', address: 'PARIS' });
      return answer(200, { ...base, valid: false, userError: 'INVALID', name: '---', address: '---' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.close(() => resolve());
      }),
  };
}
