import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { type ChainRecord, fingerprintHolds } from '../modules/verifactu';
import { SEQUENCES, VALUES } from './schema-rules';

/**
 * A local stand-in of AEAT's VERI*FACTU service (docs/decisions/041-verifactu-records.md), for
 * development and tests: `POST` a SuministroLR request; a request that breaks the schema's rules
 * (schema-rules.ts) gets a SOAP fault, as AEAT answers one; otherwise each record is checked
 * (its fingerprint recomputed, its link to the record before) and answered Correcto,
 * AceptadoConErrores or Incorrecto in AEAT's RespuestaSuministro form, with TiempoEsperaEnvio.
 */

type Node = { name: string; children: Node[]; text: string };

const parser = new XMLParser({
  preserveOrder: true,
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
});

function toNodes(items: Record<string, unknown>[]): Node[] {
  const out: Node[] = [];
  for (const item of items) {
    const name = Object.keys(item).find((k) => k !== ':@');
    if (!name || name === '#text' || name === '?xml') continue;
    const inner = (item[name] as Record<string, unknown>[]) ?? [];
    const text = inner
      .filter((c) => '#text' in c)
      .map((c) => String(c['#text']))
      .join('');
    out.push({ name, children: toNodes(inner), text });
  }
  return out;
}

const child = (node: Node | undefined, name: string) => node?.children.find((c) => c.name === name);

/** Every element in its schema's order, required ones present, simple values well written. */
function check(node: Node, path: string, errors: string[], sequenceName = node.name): void {
  const rules = SEQUENCES[sequenceName];
  if (rules) {
    let at = 0;
    for (const c of node.children) {
      // RegistroFactura repeats (1 to 1,000); every other element appears once.
      if (c.name === 'RegistroFactura' && rules[at - 1]?.name === 'RegistroFactura') continue;
      const index = rules.findIndex((r, i) => i >= at && r.name === c.name);
      if (index < 0) errors.push(`${path}/${c.name}: not expected here`);
      else {
        const skipped = rules.slice(at, index).find((r) => r.required);
        if (skipped) errors.push(`${path}/${skipped.name}: missing`);
        at = index + 1;
      }
    }
    const missing = rules.slice(at).find((r) => r.required);
    if (missing) errors.push(`${path}/${missing.name}: missing`);
  }
  const pattern = VALUES[node.name];
  if (pattern && node.children.length === 0 && !pattern.test(node.text)) {
    errors.push(`${path}: value '${node.text}' does not match ${pattern}`);
  }
  for (const c of node.children) {
    const sub =
      c.name === 'IDFactura'
        ? node.name === 'RegistroAnulacion'
          ? 'IDFacturaAnulacion'
          : 'IDFacturaAlta'
        : c.name;
    check(c, `${path}/${c.name}`, errors, sub);
  }
}

export type StandInVerdict = {
  state: 'Correcto' | 'AceptadoConErrores' | 'Incorrecto';
  code?: number;
  message?: string;
};

export type AeatStandInOptions = {
  port?: number;
  /** Seconds AEAT asks the sender to wait before the next request. */
  waitSeconds?: number;
  /** A test's say on one record, after the stand-in's own checks passed. */
  decide?: (record: {
    invoiceNumber: string;
    kind: 'registration' | 'cancellation';
    /** A corrected re-send (Subsanacion S). */
    remedy: boolean;
  }) => StandInVerdict | undefined;
};

function text(node: Node | undefined): string {
  return node?.text ?? '';
}

function recordOf(reg: Node): ChainRecord {
  const alta = reg.name === 'RegistroAlta';
  const id = child(reg, 'IDFactura');
  const previous = child(child(child(reg, 'Encadenamiento'), 'RegistroAnterior'), 'Huella');
  return {
    kind: alta ? 'registration' : 'cancellation',
    issuerTaxId: text(child(id, alta ? 'IDEmisorFactura' : 'IDEmisorFacturaAnulada')),
    invoiceNumber: text(child(id, alta ? 'NumSerieFactura' : 'NumSerieFacturaAnulada')),
    issueDate: text(child(id, alta ? 'FechaExpedicionFactura' : 'FechaExpedicionFacturaAnulada')),
    invoiceType: alta ? text(child(reg, 'TipoFactura')) : null,
    taxTotal: alta ? text(child(reg, 'CuotaTotal')) : null,
    total: alta ? text(child(reg, 'ImporteTotal')) : null,
    previousFingerprint: previous ? previous.text : null,
    generatedAt: text(child(reg, 'FechaHoraHusoGenRegistro')),
    fingerprint: text(child(reg, 'Huella')),
  };
}

function fault(message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><env:Fault><faultcode>env:Client</faultcode><faultstring>${esc(message)}</faultstring></env:Fault></env:Body></env:Envelope>`;
}

function esc(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const NS_R =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/RespuestaSuministro.xsd';
const NS_I =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd';

/** The answer to one request, or a SOAP fault when it breaks the schema's rules. */
export function answerRequest(
  body: string,
  options: AeatStandInOptions,
  lastFingerprint: { value: string | null },
) {
  if (XMLValidator.validate(body) !== true) return { status: 500, xml: fault('XML mal formado') };
  const envelope = toNodes(parser.parse(body) as Record<string, unknown>[])[0];
  const request = child(child(envelope, 'Body'), 'RegFactuSistemaFacturacion');
  if (envelope?.name !== 'Envelope' || !request)
    return { status: 500, xml: fault('No es una petición RegFactuSistemaFacturacion') };
  const errors: string[] = [];
  check(request, '/RegFactuSistemaFacturacion', errors);
  const records = request.children.filter((c) => c.name === 'RegistroFactura');
  if (records.length > 1000) errors.push('más de 1000 RegistroFactura');
  for (const [i, r] of records.entries()) {
    if (r.children.length !== 1 || !['RegistroAlta', 'RegistroAnulacion'].includes(r.children[0]!.name)) {
      errors.push(`/RegistroFactura[${i + 1}]: one RegistroAlta or RegistroAnulacion expected`);
    }
  }
  if (errors.length > 0)
    return { status: 500, xml: fault(`Error de esquema: ${errors.slice(0, 5).join('; ')}`) };

  const lines = records.map((r) => {
    const reg = r.children[0]!;
    const record = recordOf(reg);
    let verdict: StandInVerdict;
    if (!fingerprintHolds(record))
      verdict = { state: 'Incorrecto', code: 2000, message: 'La huella no corresponde al registro' };
    else if (lastFingerprint.value !== null && record.previousFingerprint !== lastFingerprint.value) {
      verdict = {
        state: 'AceptadoConErrores',
        code: 2001,
        message: 'El registro anterior no es el último recibido',
      };
    } else
      verdict = options.decide?.({
        invoiceNumber: record.invoiceNumber,
        kind: record.kind,
        remedy: text(child(reg, 'Subsanacion')) === 'S',
      }) ?? {
        state: 'Correcto',
      };
    // The sender's chain holds every record it made, refused ones too: the next links to it.
    if (fingerprintHolds(record)) lastFingerprint.value = record.fingerprint;
    return `<tikR:RespuestaLinea><tikR:IDFactura><tik:IDEmisorFactura>${esc(record.issuerTaxId)}</tik:IDEmisorFactura><tik:NumSerieFactura>${esc(record.invoiceNumber)}</tik:NumSerieFactura><tik:FechaExpedicionFactura>${esc(record.issueDate)}</tik:FechaExpedicionFactura></tikR:IDFactura><tikR:Operacion><tik:TipoOperacion>${record.kind === 'registration' ? 'Alta' : 'Anulacion'}</tik:TipoOperacion>${child(reg, 'Subsanacion') ? `<tik:Subsanacion>${text(child(reg, 'Subsanacion'))}</tik:Subsanacion>` : ''}</tikR:Operacion><tikR:EstadoRegistro>${verdict.state}</tikR:EstadoRegistro>${verdict.code ? `<tikR:CodigoErrorRegistro>${verdict.code}</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>${esc(verdict.message ?? '')}</tikR:DescripcionErrorRegistro>` : ''}</tikR:RespuestaLinea>`;
  });
  const states = lines.map((l) => /<tikR:EstadoRegistro>(\w+)</.exec(l)?.[1]);
  const overall = states.every((s) => s === 'Correcto')
    ? 'Correcto'
    : states.every((s) => s === 'Incorrecto')
      ? 'Incorrecto'
      : 'ParcialmenteCorrecto';
  const nif = text(child(child(child(request, 'Cabecera'), 'ObligadoEmision'), 'NIF'));
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="${NS_R}" xmlns:tik="${NS_I}"><tikR:CSV>STANDIN${Date.now()}</tikR:CSV><tikR:DatosPresentacion><tik:NIFPresentador>${esc(nif)}</tik:NIFPresentador><tik:TimestampPresentacion>${new Date().toISOString()}</tik:TimestampPresentacion></tikR:DatosPresentacion><tikR:TiempoEsperaEnvio>${options.waitSeconds ?? 60}</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>${overall}</tikR:EstadoEnvio>${lines.join('')}</tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`;
  return { status: 200, xml };
}

export type AeatStandIn = { url: string; requests: string[]; close: () => Promise<void> };

export async function startAeatStandIn(options: AeatStandInOptions = {}): Promise<AeatStandIn> {
  const requests: string[] = [];
  const lastFingerprint = { value: null as string | null };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push(body);
      let answer: { status: number; xml: string };
      try {
        answer =
          req.method === 'POST'
            ? answerRequest(body, options, lastFingerprint)
            : { status: 405, xml: fault('POST') };
      } catch (error) {
        answer = { status: 500, xml: fault(`Error interno: ${(error as Error).message}`) };
      }
      const { status, xml } = answer;
      res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' }).end(xml);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
